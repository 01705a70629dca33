import type { Browser, Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findChromium } from '../scripts/find-chromium.mjs';
import { launchChromium } from './browser';
import { GRADING_PROBES, openAtFirstStudent, type ProbeWindow } from './grading-probes';

// The unit tests run without a browser too (npm test --skip-e2e on a machine without Chromium): then this file is skipped.
const chromium = await findChromium({ install: false, log: () => undefined }).catch(() => undefined);

const ORIGIN = 'http://grading-probes.test';
/** A grading view before its student is shown: the submission region and the grade box are there, both hidden. */
const WAITING_PAGE = `<!doctype html><body>
<section aria-label="Submission by Ada Lovelace" hidden><p>Essay</p></section>
<label hidden>Grade <input></label>
</body>`;
/** A grading view drawn by the server: both shown from the start. */
const DRAWN_PAGE = WAITING_PAGE.replaceAll(' hidden', '');

const firstStudentAt = (page: Page) => page.evaluate(() => (window as unknown as ProbeWindow).__gradingProbes.firstStudentAt);

/** Shows the submission region, the grade box, both or neither, and returns when, two frames later (the probe has looked). */
const show = (page: Page, shown: { section?: boolean; label?: boolean }) =>
  page.evaluate(async ({ section, label }) => {
    const at = performance.now();
    document.querySelector('section')?.toggleAttribute('hidden', !section);
    document.querySelector('label')?.toggleAttribute('hidden', !label);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return at;
  }, shown);

// Which frame counts, not how fast: the bench's figures come from `npm run bench`.
describe.skipIf(chromium === undefined)('the bench’s grading probe in Chromium', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage();
    await page.addInitScript({ content: GRADING_PROBES });
    await page.route(`${ORIGIN}/`, (route) => route.fulfill({ contentType: 'text/html', body: WAITING_PAGE }));
    await page.route(`${ORIGIN}/drawn`, (route) => route.fulfill({ contentType: 'text/html', body: DRAWN_PAGE }));
    await page.goto(`${ORIGIN}/`);
  });
  afterAll(() => browser.close());

  it('records the first frame showing a submission with its grade box, and nothing before it', async () => {
    // Attributes only, which no node added announces: the probe looks every frame until a student is shown, as
    // it must when a stylesheet arriving is what shows the page.
    await show(page, { label: true });
    expect(await firstStudentAt(page)).toBe(0);
    await show(page, { section: true });
    expect(await firstStudentAt(page)).toBe(0);

    const shown = await show(page, { section: true, label: true });
    expect(await firstStudentAt(page)).toBeGreaterThanOrEqual(shown);
  });

  it('hands the bench the frame the page recorded', async () => {
    const ms = await openAtFirstStudent(page, `${ORIGIN}/drawn`, 5_000, () => 'no student');
    expect(ms).toBeGreaterThan(0);
    expect(ms).toBe(await firstStudentAt(page));
  });
});

import type { Browser, Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findChromium } from '../scripts/find-chromium.mjs';
import { launchChromium } from './browser';
import { TABLE_PROBES, type TableProbeWindow } from './table-probes';

const ORIGIN = 'http://probes.test';
// The unit tests run without a browser too (npm test --skip-e2e on a machine without Chromium): then this file is skipped.
const chromium = await findChromium({ install: false, log: () => undefined }).catch(() => undefined);

/** A table named "Students" with a header row whose sort button names something, as the app's tables have. */
const PAGE = `<!doctype html><body style="margin:0">
<table aria-label="Students"><thead><tr><th><button>Name</button></th><th>Section</th></tr></thead><tbody></tbody></table>
</body>`;

/** Adds a row at the end (or the top) of the table's body, then waits two frames so the probe has looked; returns when it was added. */
async function addRow(page: Page, html: string, attributes: Record<string, string> = {}, atTop = false): Promise<number> {
  return page.evaluate(
    async ({ html, attributes, atTop }) => {
      const row = document.createElement('tr');
      row.innerHTML = html;
      for (const [name, value] of Object.entries(attributes)) row.setAttribute(name, value);
      const added = performance.now();
      const body = document.querySelector('tbody');
      if (atTop) body?.prepend(row);
      else body?.append(row);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return added;
    },
    { html, attributes, atTop },
  );
}

const firstRow = (page: Page) => page.evaluate(() => (window as unknown as TableProbeWindow).__tableProbes.firstRows['Students'] ?? null);

describe.skipIf(chromium === undefined)('the bench’s table probes in Chromium', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 800, height: 600 } });
    await page.addInitScript({ content: TABLE_PROBES });
    await page.route(`${ORIGIN}/`, (route) => route.fulfill({ contentType: 'text/html', body: PAGE }));
    await page.goto(`${ORIGIN}/`);
  });
  afterAll(() => browser.close());

  it('times the first frame with a data row on screen, and nothing before it', async () => {
    await addRow(page, '<td colspan="2"><p role="status">Loading…</p><button>Try again</button></td>');
    await addRow(page, '<td><a href="/a">Hidden spacer</a></td><td>1</td>', { 'aria-hidden': 'true' });
    await addRow(page, '<td><a href="/b">Not visible</a></td><td>2</td>', { style: 'visibility: hidden' });
    await addRow(page, '<td>No name to open</td><td>3</td>');
    await addRow(page, '<td style="height: 2000px"></td><td></td>');
    await addRow(page, '<td><a href="/c">Below the fold</a></td><td>4</td>');
    expect(await firstRow(page)).toBeNull();

    const added = await addRow(page, '<th scope="row"><a href="/d">Ada Lovelace</a></th><td>Section 1</td>', {}, true);
    const shown = await firstRow(page);
    expect(shown).toBeGreaterThanOrEqual(added);
    expect(shown).toBeLessThan(added + 1_000);
  });

  it('records a long task of the page with its length', async () => {
    // A task of the page's own (a timer): Chromium does not report what the test runs through DevTools as one.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          setTimeout(() => {
            const end = performance.now() + 120;
            while (performance.now() < end) {
              // Busy on purpose: one task of 120 ms.
            }
            setTimeout(resolve, 50);
          });
        }),
    );
    const tasks = await page.evaluate(() => (window as unknown as TableProbeWindow).__tableProbes.longTasks);
    expect(Math.max(...tasks.map((task) => task.duration))).toBeGreaterThanOrEqual(110);
  });
});

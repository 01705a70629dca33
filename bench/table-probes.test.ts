import type { Browser, Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findChromium } from '../scripts/find-chromium.mjs';
import { launchChromium } from './browser';
import { addRow, firstRow, probePage } from './table-probes-check';

// The unit tests run without a browser too (npm test --skip-e2e on a machine without Chromium): then this file is skipped.
const chromium = await findChromium({ install: false, log: () => undefined }).catch(() => undefined);

// Which rows count, not how fast: the probes' clocks are checked by `npm run bench` (table-probes-check.ts).
describe.skipIf(chromium === undefined)('the bench’s table probes in Chromium', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchChromium();
    page = await probePage(browser);
  });
  afterAll(() => browser.close());

  it('records the first data row on screen, and nothing before it', async () => {
    await addRow(page, '<td colspan="2"><p role="status">Loading…</p><button>Try again</button></td>');
    await addRow(page, '<td><a href="/a">Hidden spacer</a></td><td>1</td>', { 'aria-hidden': 'true' });
    await addRow(page, '<td><a href="/b">Not visible</a></td><td>2</td>', { style: 'visibility: hidden' });
    await addRow(page, '<td>No name to open</td><td>3</td>');
    await addRow(page, '<td style="height: 2000px"></td><td></td>');
    await addRow(page, '<td><a href="/c">Below the fold</a></td><td>4</td>');
    expect(await firstRow(page)).toBeNull();

    const added = await addRow(page, '<th scope="row"><a href="/d">Ada Lovelace</a></th><td>Section 1</td>', {}, true);
    // The same page clock, so an order and not a duration: the row is recorded in a frame after it was added.
    expect(await firstRow(page)).toBeGreaterThanOrEqual(added);
  });
});

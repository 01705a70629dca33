import type { Browser, Page } from '@playwright/test';
import { LARGE_COUNTS, LARGE_NAMES } from '../server/db/seed/large-profile';
import { signInContext } from './browser';
import { assertMeasured, type Result } from './budget';

const FILE_NAME = /handout-\d{5}\.txt/;
/** Steps without a new row before the scroll is judged stuck (each waits for the network to settle). */
const PATIENCE = 20;
const TIME_LIMIT_MS = 240_000;

type Step = { rowsInDom: number; names: string[]; atEnd: boolean };

/**
 * One step in the page: the rows in the DOM now and the file names they show, then a scroll of one visible height
 * (less a little overlap) of the list's scrolling box, else the document's, so no row is skipped.
 */
function scrollStep(page: Page): Promise<Step> {
  return page.evaluate((pattern) => {
    const rows = [...document.querySelectorAll('[role="row"], tr')];
    const names = rows.flatMap((row) => row.textContent.match(new RegExp(pattern, 'g')) ?? []);
    // The list's scrolling box: the nearest scrollable ancestor of a file row (inside the grid or around it).
    let box: Element | null = rows.find((row) => new RegExp(pattern).test(row.textContent)) ?? null;
    while (box && !(box.scrollHeight > box.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(box).overflowY))) box = box.parentElement;
    const scroller = box ?? document.scrollingElement ?? document.documentElement;
    const atEnd = scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2;
    scroller.scrollTop += Math.max(100, scroller.clientHeight - 40);
    return { rowsInDom: rows.length, names, atEnd };
  }, FILE_NAME.source);
}

/** Lets the virtualizer render the new scroll position, and any page it asked for arrive. */
async function settle(page: Page, waitForNetwork: boolean): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  if (waitForNetwork) await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

/**
 * Opens the file browser on the 10,000-file folder as the demo teacher and scrolls its list to the end in
 * Chromium: the API requests made, the most rows in the DOM at once, and how many distinct files were shown.
 */
export async function measureFileScroll(browser: Browser, origin: string, courseId: number): Promise<Result[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/')) requests.push(request.url());
  });
  const seen = new Set<string>();
  let mostRows = 0;
  const start = performance.now();
  try {
    await signInContext(context, origin, 'demo-teacher');
    await page.goto(`${origin}/courses/${courseId}/files/${encodeURIComponent(LARGE_NAMES.bigFolder)}`);
    await page.getByRole('row').filter({ hasText: FILE_NAME }).first().waitFor({ timeout: 30_000 });
    let idle = 0;
    while (seen.size < LARGE_COUNTS.bigFolderFiles && idle < PATIENCE && performance.now() - start < TIME_LIMIT_MS) {
      const step = await scrollStep(page);
      const before = seen.size;
      for (const name of step.names) seen.add(name);
      mostRows = Math.max(mostRows, step.rowsInDom);
      idle = seen.size > before ? 0 : idle + 1;
      await settle(page, step.atEnd || idle > 0);
    }
  } finally {
    await context.close();
  }
  const seconds = (performance.now() - start) / 1000;
  const listPages = requests.filter((url) => /\/api\/v1\/folders\/\d+\/files/.test(url));
  console.log(`Scrolled the ${LARGE_NAMES.bigFolder} folder in the file browser in ${seconds.toFixed(1)} s: ${seen.size} files shown,`
    + ` at most ${mostRows} rows in the DOM, ${requests.length} API requests (${listPages.length} file-list pages)`);
  assertMeasured('files reached by scrolling the file browser', seen.size, LARGE_COUNTS.bigFolderFiles);
  return [
    { name: 'file browser, 10,000 files scrolled: most rows in the DOM', value: mostRows, budget: 99, unit: 'rows' },
    { name: 'file browser, 10,000 files scrolled: file-list requests', value: listPages.length, budget: 110, unit: 'req' },
    { name: 'file browser, 10,000 files scrolled: all API requests', value: requests.length, budget: 130, unit: 'req' },
  ];
}

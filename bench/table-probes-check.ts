import type { Browser, Page } from '@playwright/test';
import { TABLE_PROBES, type TableProbeWindow } from './table-probes';

const ORIGIN = 'http://probes.test';
/** A table named "Students" with a header row whose sort button names something, as the app's tables have. */
const PROBE_PAGE = `<!doctype html><body style="margin:0">
<table aria-label="Students"><thead><tr><th><button>Name</button></th><th>Section</th></tr></thead><tbody></tbody></table>
</body>`;
const BUSY_MS = 120;

/** A page at a stand-in origin with the probes installed and PROBE_PAGE loaded. */
export async function probePage(browser: Browser): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 800, height: 600 } });
  await page.addInitScript({ content: TABLE_PROBES });
  await page.route(`${ORIGIN}/`, (route) => route.fulfill({ contentType: 'text/html', body: PROBE_PAGE }));
  await page.goto(`${ORIGIN}/`);
  return page;
}

/** Adds a row at the end (or the top) of the table's body, then waits two frames so the probe has looked; returns when it was added. */
export async function addRow(page: Page, html: string, attributes: Record<string, string> = {}, atTop = false): Promise<number> {
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

export const firstRow = (page: Page) => page.evaluate(() => (window as unknown as TableProbeWindow).__tableProbes.firstRows['Students'] ?? null);

/**
 * Before the browser figures: the probes' clocks read true on this machine. A data row is timed within a second of
 * being added, and a task of the page's own that is kept busy for 120 ms is recorded at about that length. Timing
 * checks, so they live here and not in `npm test`.
 */
export async function checkTableProbes(browser: Browser): Promise<void> {
  const page = await probePage(browser);
  try {
    const added = await addRow(page, '<th scope="row"><a href="/d">Ada Lovelace</a></th><td>Section 1</td>');
    const shown = await firstRow(page);
    if (shown === null || shown < added || shown >= added + 1_000) throw new Error(`the first-row probe timed a row added at ${added} ms as ${shown} ms`);
    // A task of the page's own (a timer): Chromium does not report what the bench runs through DevTools as one.
    await page.evaluate(
      (busy) =>
        new Promise((resolve) => {
          setTimeout(() => {
            const end = performance.now() + busy;
            while (performance.now() < end) {
              // Busy on purpose: one long task.
            }
            setTimeout(resolve, 50);
          });
        }),
      BUSY_MS,
    );
    const tasks = await page.evaluate(() => (window as unknown as TableProbeWindow).__tableProbes.longTasks);
    const longest = Math.max(0, ...tasks.map((task) => task.duration));
    if (longest < BUSY_MS - 10) throw new Error(`the long-task probe recorded ${longest} ms for a ${BUSY_MS} ms task`);
  } finally {
    await page.close();
  }
}

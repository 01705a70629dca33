import type { Browser, Page } from '@playwright/test';
import { assertMeasured, type Result } from './budget';
import { openAtFirstRow, signedInContext, type TablePage } from './table-pages';
import type { LongTask, TableProbeWindow } from './table-probes';

/** A brisk flick of the wheel: about eight rows a step. */
const WHEEL_PX = 400;
const TIME_LIMIT_MS = 240_000;
const QUIET_MS = 500;
/** The issue's bar: no task over 50 ms (a frame and a half at 60 Hz) while the user scrolls. */
const LONGEST_TASK_BUDGET_MS = 50;

type Position = { atEnd: boolean; rowCount: number; lastRowIndex: number };

/**
 * After two frames (the browser scrolled and the virtualizer rendered the new rows): whether the table's
 * scrolling region is at its end, the table's aria-rowcount and the highest aria-rowindex rendered so far.
 */
function position(page: Page, table: string): Promise<Position> {
  return page.evaluate(async (name) => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const region = document.querySelector(`[role="region"][aria-label="${name}, scrollable"]`);
    const grid = document.querySelector(`table[aria-label="${name}"]`);
    if (!region || !grid) throw new Error(`the table "${name}" or its scrolling region is gone`);
    const indexes = Array.from(grid.querySelectorAll('tbody tr[aria-rowindex]'), (row) => Number(row.getAttribute('aria-rowindex')));
    return {
      atEnd: region.scrollTop + region.clientHeight >= region.scrollHeight - 2,
      rowCount: Number(grid.getAttribute('aria-rowcount')),
      lastRowIndex: Math.max(0, ...indexes),
    };
  }, table);
}

/** Waits until none of the page's requests has been in flight for QUIET_MS (Playwright's networkidle fires once per navigation). */
export function quietNetwork(page: Page): () => Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (by: number) => () => {
    inFlight += by;
    lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return async () => {
    while (inFlight > 0 || Date.now() - lastChange < QUIET_MS) await page.waitForTimeout(50);
  };
}

/**
 * Wheels down the table's region, a step and two frames at a time, as a user scrolling. At the end of what is
 * loaded it waits for the network (the next page the table asked for); the end of a table that stays put there is
 * the end of the list. Returns the steps taken and where the scroll ended.
 */
async function wheelToEnd(page: Page, target: TablePage): Promise<{ steps: number; end: Position }> {
  const networkQuiet = quietNetwork(page);
  await page.getByRole('region', { name: `${target.table}, scrollable`, exact: true }).hover();
  const deadline = Date.now() + TIME_LIMIT_MS;
  let steps = 0;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`${target.label}: not at the end of the table after ${TIME_LIMIT_MS / 1000} s of scrolling`);
    await page.mouse.wheel(0, WHEEL_PX);
    steps++;
    const now = await position(page, target.table);
    if (!now.atEnd) continue;
    await networkQuiet();
    const settled = await position(page, target.table);
    if (settled.atEnd && settled.rowCount === now.rowCount) return { steps, end: settled };
  }
}

async function scrollOnce(browser: Browser, origin: string, target: TablePage, minRows: number): Promise<LongTask[]> {
  const context = await signedInContext(browser, origin, target);
  try {
    const page = await context.newPage();
    await openAtFirstRow(page, origin, target);
    // The load's own work is not the scroll's: start once the page is idle.
    await page.waitForLoadState('networkidle');
    const observed = await page.evaluate(() => (window as unknown as TableProbeWindow).__tableProbes.longTasksObserved);
    if (!observed) throw new Error('this Chromium does not report long tasks; the figure would measure nothing');
    const start = await page.evaluate(() => performance.now());
    const began = Date.now();
    const { steps, end } = await wheelToEnd(page, target);
    const tasks = await page.evaluate((from) => (window as unknown as TableProbeWindow).__tableProbes.longTasks.filter((task) => task.start >= from), start);
    console.log(`scrolled ${target.label} to row ${end.lastRowIndex} of ${end.rowCount} in ${steps} wheel steps of ${WHEEL_PX} px,`
      + ` ${((Date.now() - began) / 1000).toFixed(1)} s: ${tasks.length} long tasks${tasks.length ? ` (${tasks.map((t) => t.duration.toFixed(0)).join(', ')} ms)` : ''}`);
    // A scroll that stopped short of the last row measured only part of the list (aria-rowindex counts the header row).
    assertMeasured(`${target.label}: last row reached by scrolling`, end.lastRowIndex, Math.max(end.rowCount, minRows + 1));
    return tasks;
  } finally {
    await context.close();
  }
}

/**
 * The longest task and the number of long tasks (over 50 ms, as Chromium reports them) while wheeling each table
 * from its first row to its last, every page the table loads on the way included.
 */
export async function measureScrollLongTasks(browser: Browser, origin: string, targets: { page: TablePage; minRows: number }[]): Promise<Result[]> {
  const results: Result[] = [];
  for (const { page, minRows } of targets) {
    const tasks = await scrollOnce(browser, origin, page, minRows);
    const longest = Math.max(0, ...tasks.map((task) => task.duration));
    results.push({ name: `scrolling ${page.label} to the end: longest task`, value: longest, budget: LONGEST_TASK_BUDGET_MS, unit: 'ms' });
    results.push({ name: `scrolling ${page.label} to the end: tasks over 50 ms`, value: tasks.length, budget: 0, unit: 'tasks' });
  }
  return results;
}

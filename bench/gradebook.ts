import type { Browser, BrowserContext, Page } from '@playwright/test';
import { signInContext } from './browser';
import { assertMeasured, median, type Result } from './budget';
import { measureCellEdits } from './gradebook-edit';
import { openAtFirstFrame } from './first-frame-probe';
import { GRADEBOOK_PROBES, type GradebookProbeWindow } from './gradebook-probes';
import { scrollToFarCorner } from './gradebook-scroll';
import { longestChain, requestsEndedBy } from './request-chain';
import { openAtFirstRow, signedInContext, type TablePage } from './table-pages';
import { quietNetwork } from './scroll-long-tasks';

const RUNS = 5;
/** The issue's bar for the gradebook's first cells, the grading view's own for its first student. */
const FIRST_CELLS_BUDGET_MS = 1_000;
const FIRST_CELLS_TIMEOUT_MS = 30_000;

export type GradebookTarget = { courseId: number; students: number; assignments: number; grading: TablePage };

/** A fresh context (empty HTTP cache and storage) signed in as demo-teacher, with the gradebook probes in every page. */
async function gradebookContext(browser: Browser, origin: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await signInContext(context, origin, 'demo-teacher');
  await context.addInitScript({ content: GRADEBOOK_PROBES });
  return context;
}

/**
 * Navigates to the gradebook once the browser is at rest and returns the page's clock (ms from navigation start) in
 * the first animation frame showing a student's name and a filled grade cell of the grid, as the grading view's
 * first student is timed.
 */
async function openAtFirstCells(page: Page, origin: string, courseId: number): Promise<number> {
  const ms = await openAtFirstFrame(page, `${origin}/courses/${courseId}/gradebook`, ['__gradebookProbes', 'firstCellsAt'], FIRST_CELLS_TIMEOUT_MS, () =>
    `gradebook: no row with a student and a filled cell appeared within ${FIRST_CELLS_TIMEOUT_MS / 1000} s (at ${page.url()})`);
  // The same cells through Playwright's accessibility queries, so the probe cannot drift from what a user finds.
  const grid = page.getByRole('grid', { name: 'Gradebook', exact: true });
  await grid.getByRole('row').filter({ has: page.getByRole('rowheader') }).filter({ has: page.getByRole('gridcell') }).first().waitFor();
  return ms;
}

/** Rows and columns the grid still asks for after its first cells: the full load, waited for up to this long. */
const FULL_LOAD_TIMEOUT_MS = 120_000;

/** One cold gradebook visit; `then` gets the page once it has loaded fully (network quiet), before the context closes. */
async function coldGradebook(browser: Browser, origin: string, courseId: number, then?: (page: Page) => Promise<Result[]>): Promise<{ ms: number; results: Result[] }> {
  const context = await gradebookContext(browser, origin);
  try {
    const page = await context.newPage();
    const networkQuiet = quietNetwork(page);
    const ms = await openAtFirstCells(page, origin, courseId);
    if (!then) {
      await printWaits(page, ms);
      return { ms, results: [] };
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`gradebook: the network never went quiet within ${FULL_LOAD_TIMEOUT_MS / 1000} s of the first cells`)), FULL_LOAD_TIMEOUT_MS);
    });
    const shown = Date.now();
    await Promise.race([networkQuiet(), timeout]).finally(() => clearTimeout(timer));
    console.log(`gradebook: network quiet ${((Date.now() - shown) / 1000).toFixed(1)} s after the first cells (the roster's later pages, the blocks of grades read ahead)`);
    return { ms, results: await then(page) };
  } finally {
    await context.close();
  }
}

/** What the first cells waited for: the requests in sequence before them, and the long tasks. */
async function printWaits(page: Page, ms: number): Promise<void> {
  const chain = longestChain(await requestsEndedBy(page, ms));
  const tasks = await page.evaluate((until) => (window as unknown as GradebookProbeWindow).__gradebookProbes.longTasks.filter((task) => task.start < until), ms);
  console.log(`  first cells at ${ms.toFixed(0)} ms after ${chain.length} requests in sequence: ${chain.map((r) => `${r.name} (${r.start.toFixed(0)}-${r.end.toFixed(0)})`).join(' → ')};`
    + ` long tasks before: ${tasks.map((t) => `${t.duration.toFixed(0)} ms at ${t.start.toFixed(0)}`).join(', ') || 'none'}`);
}

async function coldGrading(browser: Browser, origin: string, grading: TablePage): Promise<number> {
  const context = await signedInContext(browser, origin, grading);
  try {
    return await openAtFirstRow(await context.newPage(), origin, grading);
  } finally {
    await context.close();
  }
}

const list = (ms: number[]) => ms.map((value) => value.toFixed(0)).join(', ');

/**
 * The gradebook on the 3,000 x 50 course in Chromium: first cells, cold, beside the grading view's first student
 * in the same run (the two take turns, so a busy moment spreads over both); then, on one more cold visit once the
 * network is quiet, the JS heap, the longest task while scrolling to the far corner, and cell edits to totals.
 */
export async function measureGradebook(browser: Browser, origin: string, target: GradebookTarget): Promise<Result[]> {
  const firstCells: number[] = [];
  const firstStudent: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    firstCells.push((await coldGradebook(browser, origin, target.courseId)).ms);
    firstStudent.push(await coldGrading(browser, origin, target.grading));
  }
  assertMeasured('gradebook: cold visits to the first cells', firstCells.length, RUNS);
  assertMeasured('grading: cold visits to the first student (the baseline)', firstStudent.length, RUNS);
  const [cells, student] = [median(firstCells), median(firstStudent)];
  console.log(`gradebook (${target.students} x ${target.assignments}): first cells ${list(firstCells)} ms; grading view's first student, same run: ${list(firstStudent)} ms`);
  console.log(`gradebook first cells ${cells.toFixed(0)} ms against the grading view's first student ${student.toFixed(0)} ms: ${(cells / student).toFixed(2)}x`);
  const loaded = await coldGradebook(browser, origin, target.courseId, async (page) => [...(await scrollToFarCorner(page, target)), ...(await measureCellEdits(page))]);
  return [
    { name: `gradebook: first cells visible, cold (median of ${RUNS})`, value: cells, budget: FIRST_CELLS_BUDGET_MS, unit: 'ms' },
    { name: `  baseline: grading view's first student, same run`, value: student, budget: FIRST_CELLS_BUDGET_MS, unit: 'ms' },
    ...loaded.results,
  ];
}

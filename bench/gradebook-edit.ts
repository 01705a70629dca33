import type { Page } from '@playwright/test';
import { assertMeasured, percentile, type Result } from './budget';
import { profileWhile } from './gradebook-profile';
import type { EditResult, GradebookProbeWindow } from './gradebook-probes';

const EDITS = 30;
/** One frame at 60 Hz: the total is new in the very frame the grader's Enter lands in. */
const EDIT_BUDGET_MS = 16.7;
/** The column edited: an exam, in a group without drop rules, so every new score changes the course total. */
const COLUMN = 'Midterm 1';
/** About as fast as a grader enters scores from a stack of papers. */
const PAUSE_BETWEEN_EDITS_MS = 300;
const EDIT_TIMEOUT_MS = 2_000;

/** Clicks the COLUMN cell of the second student on screen, with the grid scrolled to its top and right end. */
async function focusFirstCell(page: Page): Promise<void> {
  await page.evaluate(async () => {
    (window as unknown as GradebookProbeWindow).__gradebookProbes.scrollGrid({ top: 0, left: 1e9 });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  const at = await page.evaluate((column) => (window as unknown as GradebookProbeWindow).__gradebookProbes.cellIn(column, 1), COLUMN);
  if (!at) throw new Error(`gradebook: no "${COLUMN}" cell on screen to edit`);
  await page.mouse.click(at.x, at.y);
  if ((await page.evaluate(() => (window as unknown as GradebookProbeWindow).__gradebookProbes.activeCell())) === null) {
    throw new Error(`gradebook: clicking a "${COLUMN}" cell made no grid cell active`);
  }
}

/** Types a score other than the cell's, arms the probe, presses Enter and returns what the probe timed. */
async function editOnce(page: Page): Promise<EditResult> {
  const shown = await page.evaluate(() => (window as unknown as GradebookProbeWindow).__gradebookProbes.activeCell());
  // Any other score moves the row's total: the exams have no drop rule.
  const score = shown?.startsWith('42') ? '37' : '42';
  // Armed before typing: the row is the active cell's while it is still a cell, wherever the editor is drawn.
  await page.evaluate((timeout) => (window as unknown as GradebookProbeWindow).__gradebookProbes.armEdit(timeout), EDIT_TIMEOUT_MS);
  await page.keyboard.type(score);
  await page.keyboard.press('Enter');
  return page.evaluate(() => (window as unknown as GradebookProbeWindow).__gradebookEdit);
}

async function edits(page: Page, count: number, from = 0): Promise<number[]> {
  const samples: number[] = [];
  for (let n = from; n < from + count; n++) {
    await page.waitForTimeout(PAUSE_BETWEEN_EDITS_MS);
    const result = await editOnce(page);
    if (result.ms < 0) throw new Error(`gradebook: edit ${n + 1} of "${COLUMN}" changed no total within ${EDIT_TIMEOUT_MS} ms (${result.why})`);
    samples.push(result.ms);
  }
  return samples;
}

/**
 * EDITS grades typed into one column by keyboard alone, down the rows as Enter moves (focus a cell, type a score,
 * Enter), each timed in the page from the Enter's keydown to the DOM change that gives the row's Total cell its new
 * text. Over budget, ten more edits run under the CPU profiler to say where the time went.
 */
export async function measureCellEdits(page: Page): Promise<Result[]> {
  await focusFirstCell(page);
  const samples = await edits(page, EDITS);
  assertMeasured('gradebook: cell edits that changed a total', samples.length, EDITS);
  const p95 = percentile(samples, 95);
  console.log(`gradebook: cell edit to the new total, ${EDITS} edits of "${COLUMN}": ${samples.map((ms) => ms.toFixed(1)).join(' ')} ms`);
  if (p95 > EDIT_BUDGET_MS) {
    const cdp = await page.context().newCDPSession(page);
    await profileWhile(page, cdp, 'editing ten more cells', async () => {
      await edits(page, 10, EDITS);
    });
  }
  return [{ name: `gradebook: cell edit to updated total, p95 of ${EDITS}`, value: p95, budget: EDIT_BUDGET_MS, unit: 'ms' }];
}

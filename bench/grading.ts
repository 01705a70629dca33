import type { Browser, Page } from '@playwright/test';
import { signInContext } from './browser';
import { assertMeasured, median, percentile, type Result } from './budget';
import { GRADING_PROBES, openAtFirstStudent, type ProbeWindow } from './grading-probes';

export type GradingTarget = { label: string; courseId: number; assignmentId: number };

export const COLD_LOADS = 5;
export const SWITCHES = 30;
/** About the quickest a grader skims from one student to the next (four presses a second). */
const PAUSE_BETWEEN_SWITCHES_MS = 250;

/** A fresh context (empty cache and storage) signed in as demo-teacher, who teaches both classes. */
async function coldPage(browser: Browser, origin: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await signInContext(context, origin, 'demo-teacher');
  await context.addInitScript({ content: GRADING_PROBES });
  return context.newPage();
}

/** Milliseconds from navigation start to the first frame with the student's submission region and grade box. */
const firstStudentMs = (page: Page, url: string) =>
  openAtFirstStudent(page, url, 30_000, () => `grading: no student with a grade box appeared within 30 s (at ${url})`);

/**
 * `count` timed moves to a neighbouring student, each from the keydown to the frame showing them. `j` (next)
 * until the list ends, then `k` (previous) back, and so on: a 10-student class has only 9 moves each way.
 */
async function switchTimes(page: Page, count: number): Promise<number[]> {
  // Shortcuts are ignored while typing: start with nothing focused.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.waitForLoadState('networkidle');
  const samples: number[] = [];
  let key = 'j';
  let misses = 0;
  while (samples.length < count) {
    // A grader looks at each student before moving on: whatever a switch leaves to do afterwards (the URL, the
    // prefetch of the next neighbour) happens in this pause, and any of it still running counts in the next switch.
    await page.waitForTimeout(PAUSE_BETWEEN_SWITCHES_MS);
    await page.evaluate(() => (window as unknown as ProbeWindow).__gradingProbes.armSwitch(2_000));
    await page.keyboard.press(key);
    const ms = await page.evaluate(() => (window as unknown as ProbeWindow).__gradingSwitch);
    if (ms >= 0) {
      samples.push(ms);
      misses = 0;
      continue;
    }
    // No switch: the end of the list, so turn round; twice in a row means switching is broken.
    if (++misses > 1) throw new Error(`grading: neither j nor k changed the student after ${samples.length} switches`);
    key = key === 'j' ? 'k' : 'j';
  }
  return samples;
}

/**
 * One cold load of the grading view at `url` (a fresh context), then `switches` timed keyboard moves on that page;
 * `afterOneUntimed`: the first move after the load is made and not counted.
 */
export async function gradingRound(browser: Browser, origin: string, url: string, switches: number, afterOneUntimed = false): Promise<{ load: number; switches: number[] }> {
  const page = await coldPage(browser, origin);
  try {
    const load = await firstStudentMs(page, url);
    if (switches === 0) return { load, switches: [] };
    const skip = afterOneUntimed ? 1 : 0;
    return { load, switches: (await switchTimes(page, switches + skip)).slice(skip) };
  } finally {
    await page.context().close();
  }
}

export const gradingUrl = (origin: string, target: GradingTarget) => `${origin}/courses/${target.courseId}/assignments/${target.assignmentId}/grade`;

/** The median cold load and the p95 switch, checked for their counts and printed with every sample. */
export function gradingFigures(target: GradingTarget, loads: number[], switches: number[]) {
  assertMeasured(`grading, ${target.label}: cold loads`, loads.length, COLD_LOADS);
  assertMeasured(`grading, ${target.label}: student switches`, switches.length, SWITCHES);
  console.log(`grading, ${target.label}: first student ${loads.map((ms) => ms.toFixed(0)).join(', ')} ms; switches ${switches.map((ms) => ms.toFixed(0)).join(' ')} ms`);
  return { load: median(loads), switchP95: percentile(switches, 95) };
}

/** Cold first-student loads and keyboard switches on one assignment: the median load and the p95 switch. */
async function measureGradingTarget(browser: Browser, origin: string, target: GradingTarget) {
  const loads: number[] = [];
  let switches: number[] = [];
  for (let i = 0; i < COLD_LOADS; i++) {
    // The last cold load stays open for the switching figure.
    const round = await gradingRound(browser, origin, gradingUrl(origin, target), i === COLD_LOADS - 1 ? SWITCHES : 0);
    loads.push(round.load);
    switches = round.switches;
  }
  return gradingFigures(target, loads, switches);
}

/**
 * The grading view in Chromium on the large profile, each figure for the 3,000-student assignment beside the
 * 10-student one: the median of COLD_LOADS cold loads from navigation start to the first student's submission
 * and grade input, and the p95 of SWITCHES moves to a neighbouring student by keyboard.
 */
export async function measureGrading(browser: Browser, origin: string, targets: GradingTarget[]): Promise<Result[]> {
  const results: Result[] = [];
  const figures = [];
  for (const target of targets) figures.push({ target, ...(await measureGradingTarget(browser, origin, target)) });
  for (const { target, load } of figures) results.push({ name: `grading: first student visible, ${target.label} (median of ${COLD_LOADS})`, value: load, budget: 1000, unit: 'ms' });
  for (const { target, switchP95 } of figures) results.push({ name: `grading: next student (j/k), p95 of ${SWITCHES}, ${target.label}`, value: switchP95, budget: 50, unit: 'ms' });
  return results;
}

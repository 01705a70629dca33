import type { Browser } from '@playwright/test';
import { signInContext } from './browser';
import type { Result } from './budget';
import { COLD_LOADS, gradingFigures, gradingRound, gradingUrl, SWITCHES, type GradingTarget } from './grading';

const CRITERIA = 10;
/** The rubric may cost at most this share over the same run without it (issue 20). */
const ALLOWED = 1.1;

const allowed = (baseline: number) => Math.round(baseline * ALLOWED * 10) / 10;

/** Fails the run when the rubric is not as `showRubric` left it: a figure taken in the wrong state would compare nothing. */
async function assertCriteriaShown(browser: Browser, origin: string, target: GradingTarget, criteria: number): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await signInContext(context, origin, 'demo-teacher');
    const page = await context.newPage();
    await page.goto(gradingUrl(origin, target));
    await page.getByRole('textbox', { name: /^Grade/ }).first().waitFor({ timeout: 30_000 });
    const groups = page.getByRole('region', { name: /^Rubric for / }).getByRole('group');
    if (criteria > 0) await groups.first().waitFor({ timeout: 30_000 });
    const shown = await groups.count();
    if (shown !== criteria) throw new Error(`grading with a rubric: ${shown} criteria shown, not ${criteria}`);
  } finally {
    await context.close();
  }
}

type Samples = { loads: number[]; switches: number[] };

const ROUND_SWITCHES = SWITCHES / COLD_LOADS;

/**
 * One round of each, the rubric hidden then shown: a cold load and a fifth of the switches. As in one grading
 * session, one switch in the thirty is the first after the page loaded (the slowest, its code not yet run): in the
 * first round; in the others that switch is made and not counted.
 */
async function roundOfEach(browser: Browser, origin: string, target: GradingTarget, showRubric: (shown: boolean) => void, first: boolean) {
  const url = gradingUrl(origin, target);
  showRubric(false);
  if (first) await assertCriteriaShown(browser, origin, target, 0);
  const without = await gradingRound(browser, origin, url, ROUND_SWITCHES, !first);
  showRubric(true);
  if (first) await assertCriteriaShown(browser, origin, target, CRITERIA);
  return { without, withRubric: await gradingRound(browser, origin, url, ROUND_SWITCHES, !first) };
}

/**
 * The grading view's two figures on the 3,000-student assignment, without a rubric and with a 10-criterion one
 * graded with (`showRubric` writes it into the served database, or hides it again): each with-rubric figure's
 * budget is its without-rubric figure plus 10 %. The two take turns, a cold load and a fifth of the switches at a
 * time, so a busy moment on the machine falls on both rather than on whichever ran then.
 */
export async function measureRubricGrading(browser: Browser, origin: string, target: GradingTarget, showRubric: (shown: boolean) => void): Promise<Result[]> {
  const without: Samples = { loads: [], switches: [] };
  const withRubric: Samples = { loads: [], switches: [] };
  for (let round = 0; round < COLD_LOADS; round++) {
    const both = await roundOfEach(browser, origin, target, showRubric, round === 0);
    without.loads.push(both.without.load);
    without.switches.push(...both.without.switches);
    withRubric.loads.push(both.withRubric.load);
    withRubric.switches.push(...both.withRubric.switches);
  }
  const plain = gradingFigures({ ...target, label: `${target.label}, no rubric` }, without.loads, without.switches);
  const rubric = gradingFigures({ ...target, label: `${target.label}, ${CRITERIA}-criterion rubric` }, withRubric.loads, withRubric.switches);
  console.log(
    `grading with a rubric, ${target.label}: first student ${rubric.load.toFixed(0)} ms (without ${plain.load.toFixed(0)} ms), ` +
      `next student p95 ${rubric.switchP95.toFixed(1)} ms (without ${plain.switchP95.toFixed(1)} ms)`,
  );
  return [
    { name: `grading with a ${CRITERIA}-criterion rubric: first student, ${target.label} (budget: no rubric +10 %)`, value: rubric.load, budget: allowed(plain.load), unit: 'ms' },
    { name: `grading with a ${CRITERIA}-criterion rubric: next student p95, ${target.label} (budget: no rubric +10 %)`, value: rubric.switchP95, budget: allowed(plain.switchP95), unit: 'ms' },
  ];
}

export const RUBRIC_CRITERIA = CRITERIA;

import type { Browser } from '@playwright/test';
import { signInContext } from './browser';
import type { Result } from './budget';
import { measureGradingTarget, type GradingTarget } from './grading';

const CRITERIA = 10;
/** The rubric may cost at most this share over the same run without it (issue 20). */
const ALLOWED = 1.1;

const allowed = (baseline: number) => Math.round(baseline * ALLOWED * 10) / 10;

/** Fails the run when the rubric never showed: a figure taken without it would compare nothing. */
async function assertRubricShown(browser: Browser, origin: string, target: GradingTarget): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await signInContext(context, origin, 'demo-teacher');
    const page = await context.newPage();
    await page.goto(`${origin}/courses/${target.courseId}/assignments/${target.assignmentId}/grade`);
    const groups = page.getByRole('region', { name: /^Rubric for / }).getByRole('group');
    await groups.first().waitFor({ timeout: 30_000 });
    const shown = await groups.count();
    if (shown !== CRITERIA) throw new Error(`grading with a rubric: ${shown} criteria shown, not ${CRITERIA}`);
  } finally {
    await context.close();
  }
}

/**
 * The grading view's two figures on the 3,000-student assignment, first without a rubric and then with a
 * 10-criterion one graded with (`attachRubric` writes it into the served database): each with-rubric figure's
 * budget is its without-rubric figure plus 10 %, so both runs are on the same machine in the same minutes.
 */
export async function measureRubricGrading(browser: Browser, origin: string, target: GradingTarget, attachRubric: () => void): Promise<Result[]> {
  const without = await measureGradingTarget(browser, origin, { ...target, label: `${target.label}, no rubric` });
  attachRubric();
  await assertRubricShown(browser, origin, target);
  const withRubric = await measureGradingTarget(browser, origin, { ...target, label: `${target.label}, ${CRITERIA}-criterion rubric` });
  console.log(
    `grading with a rubric, ${target.label}: first student ${withRubric.load.toFixed(0)} ms (without ${without.load.toFixed(0)} ms), ` +
      `next student p95 ${withRubric.switchP95.toFixed(1)} ms (without ${without.switchP95.toFixed(1)} ms)`,
  );
  return [
    { name: `grading with a ${CRITERIA}-criterion rubric: first student, ${target.label} (budget: no rubric +10 %)`, value: withRubric.load, budget: allowed(without.load), unit: 'ms' },
    { name: `grading with a ${CRITERIA}-criterion rubric: next student p95, ${target.label} (budget: no rubric +10 %)`, value: withRubric.switchP95, budget: allowed(without.switchP95), unit: 'ms' },
  ];
}

export const RUBRIC_CRITERIA = CRITERIA;

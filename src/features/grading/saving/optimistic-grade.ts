import type { Submission } from '@/api/schemas/submission';
import type { GradeEdit } from '@/api/submissions';
import { assessmentTotal } from '../rubric/rubric-total';
import type { GradeBase } from './grade-queue';

/** What the optimistic write needs of the assignment; unknown (not cached) means the grade shows as typed. */
export interface GradingShape {
  grading_type?: string;
  points_possible?: number | null;
  /** The rubric's total is the score (RubricAssociation#assess with use_for_grading). */
  use_rubric_for_grading?: boolean;
}

const NUMBER = /^[+-]?\d*\.?\d+$/;
const PERCENT = /^[+-]?\d*\.?\d+%$/;
const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The score and grade the server will most likely store, for the instant before it answers: points and percent
 * are computed as Canvas does (a bare number is points, "85%" a share of the points); pass/fail words are full or
 * zero points; letters show as typed with the score left alone until the server's answer replaces both.
 */
function interpret(text: string, shape: GradingShape): { grade: string | null; score: number | null | undefined } {
  if (text === '') return { grade: null, score: null };
  const points = shape.points_possible ?? null;
  const word = text.toLowerCase();
  let score: number | undefined;
  if (NUMBER.test(text)) score = Number.parseFloat(text);
  else if (PERCENT.test(text) && points !== null) score = (Number.parseFloat(text) / 100) * points;
  else if ((word === 'complete' || word === 'pass') && points !== null) score = points;
  else if (word === 'incomplete' || word === 'fail') score = 0;
  if (score === undefined) return { grade: text, score: undefined };
  score = round(score);
  switch (shape.grading_type) {
    case 'percent':
      return { grade: points ? `${round((score / points) * 100)}%` : text, score };
    case 'pass_fail':
      return { grade: score > 0 ? 'complete' : 'incomplete', score };
    case 'points':
      return { grade: String(score), score };
    default:
      // Letter and GPA grades need the course's scheme: show what was typed, the server's answer follows.
      return { grade: text, score };
  }
}

/** The submission with the edit applied, as the rail and the panel should show it before the server answers. */
export function applyGradeEdit<T extends Submission>(submission: T, edit: GradeEdit, shape: GradingShape): T {
  const { rubric_assessment: assessment, ...grade } = edit;
  if (assessment) {
    const assessed: T = { ...submission, rubric_assessment: asServed(assessment) };
    // The PUT assesses after it grades (SubmissionsApiController#update), so the total wins unless the student is excused.
    const fromRubric = shape.use_rubric_for_grading && grade.excuse !== true;
    return applyGradeEdit(assessed, fromRubric ? { ...grade, posted_grade: String(assessmentTotal(assessment)) } : grade, shape);
  }
  const next: T = { ...submission };
  if (edit.posted_grade !== undefined) {
    const text = edit.posted_grade.trim();
    if (text.toUpperCase() === 'EX') return applyGradeEdit(submission, { ...edit, posted_grade: undefined, excuse: true }, shape);
    const { grade, score } = interpret(text, shape);
    next.grade = grade;
    next.entered_grade = grade;
    if (score !== undefined) {
      next.score = score;
      next.entered_score = score;
    }
    next.excused = false;
    next.workflow_state = grade === null ? (submission.submitted_at ? 'submitted' : 'unsubmitted') : 'graded';
  }
  if (edit.excuse === true) {
    Object.assign(next, { excused: true, grade: null, score: null, entered_grade: null, entered_score: null, late: false, missing: false, workflow_state: 'graded' });
  } else if (edit.excuse === false) {
    next.excused = false;
  }
  if (edit.late_policy_status !== undefined && !next.excused) {
    const status = edit.late_policy_status;
    next.late_policy_status = status === 'none' ? null : status;
    if (status === 'missing') Object.assign(next, { missing: true, late: false });
    if (status === 'late') Object.assign(next, { late: true, missing: false });
    if (status === 'none') Object.assign(next, { late: false, missing: false });
  }
  return next;
}

/** The assessment as `include[]=rubric_assessment` serves it: a criterion without points has no points key. */
function asServed(assessment: NonNullable<GradeEdit['rubric_assessment']>): NonNullable<Submission['rubric_assessment']> {
  return Object.fromEntries(
    Object.entries(assessment).map(([id, { points, rating_id, comments }]) => [
      id,
      { rating_id: rating_id ?? null, comments: comments ?? null, ...(points === null || points === undefined ? {} : { points }) },
    ]),
  );
}

/** The grade fields of a submission: kept with a queued edit so a refusal can put them back. */
export function gradeBaseOf(submission: Submission): GradeBase {
  const { grade, score, entered_grade, entered_score, excused, late_policy_status, workflow_state, late, missing, updated_at, rubric_assessment } = submission;
  return { grade, score, entered_grade, entered_score, excused, late_policy_status, workflow_state, late, missing, updated_at, rubric_assessment };
}

/**
 * Whether the server's submission still has the grade the grader saw: a comment (anyone's) also moves updated_at,
 * and that is no conflict about the grade.
 */
export function sameGrade(base: GradeBase, now: Submission): boolean {
  return (
    base.grade === now.grade &&
    base.score === now.score &&
    Boolean(base.excused) === Boolean(now.excused) &&
    (base.late_policy_status ?? null) === (now.late_policy_status ?? null)
  );
}

/**
 * Whether the edit would leave the server's grade as it is: an earlier send of it already landed (a reload came
 * before the queue forgot it), or another grader chose the same grade. Either way there is no grade to choose between.
 */
export function leavesGradeAsIs(now: Submission, edit: GradeEdit, shape: GradingShape): boolean {
  return sameGrade(gradeBaseOf(now), applyGradeEdit(now, edit, shape));
}

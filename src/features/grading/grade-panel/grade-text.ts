import type { GradeEdit } from '@/api/submissions';
import type { CanvasId } from '@/api/schemas/ids';

/** What the grade input needs to know of the assignment. */
export interface GradedAssignmentInfo {
  grading_type: string;
  points_possible: number | null;
  grading_standard_id?: CanvasId | null;
}

/** What the grade input shows of a submission. */
export interface GradedSubmissionInfo {
  excused?: boolean | null;
  grade: string | null;
  score: number | null;
  entered_grade?: string | null;
  entered_score?: number | null;
}

/**
 * The letters of canvas-lms's GradingStandard.default_grading_scheme, which the embedded server applies when the
 * course names no scheme (server/resources/submissions/grading-scheme.ts). With a scheme of its own the letters
 * are unknown here, so any text goes and the server's answer decides.
 */
export const DEFAULT_LETTERS = ['A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-', 'D+', 'D', 'D-', 'F'] as const;

/** The grader's text read for the assignment: an edit to send (perhaps needing a confirm) or why it cannot be sent. */
export type GradeTextResult =
  | { kind: 'edit'; edit: GradeEdit; warning?: string }
  | { kind: 'error'; message: string };

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;
const PERCENT = /^[+-]?(\d+\.?\d*|\.\d+)\s*%$/;

/**
 * Reads what the grader typed as Canvas's posted_grade (Assignment#interpret_grade): EX excuses, empty clears,
 * points are a number (or "85%"), percent assignments take a number meaning percent (sent as "85%", because a
 * bare number is points to Canvas), letters come from the scheme: `letters` when the caller knows the scheme that
 * applies (null: a scheme it could not read, so the server decides), else the default scheme's when the assignment
 * names none. Out of range is a warning: Canvas keeps extra
 * credit and negative scores, but they are usually typos.
 */
export function parseGradeText(assignment: GradedAssignmentInfo, raw: string, letters?: readonly string[] | null): GradeTextResult {
  const text = raw.trim();
  if (text === '') return { kind: 'edit', edit: { posted_grade: '' } };
  if (text.toUpperCase() === 'EX') return { kind: 'edit', edit: { excuse: true } };
  const points = assignment.points_possible ?? 0;
  switch (assignment.grading_type) {
    case 'not_graded':
      return { kind: 'error', message: 'This assignment is not graded.' };
    case 'pass_fail':
      return passFail(text);
    case 'percent':
      return PERCENT.test(text) || NUMBER.test(text)
        ? percentEdit(Number.parseFloat(text))
        : { kind: 'error', message: 'Enter a percentage, such as 85, or EX to excuse.' };
    case 'letter_grade':
    case 'gpa_scale':
      return letter(assignment, text, points, letters);
    default:
      if (PERCENT.test(text)) return percentEdit(Number.parseFloat(text));
      if (NUMBER.test(text)) return pointsEdit(Number.parseFloat(text), points);
      return { kind: 'error', message: 'Enter a number of points, or EX to excuse.' };
  }
}

function pointsEdit(score: number, points: number): GradeTextResult {
  const edit = { posted_grade: String(score) };
  if (score < 0) return { kind: 'edit', edit, warning: `${score} is a negative score.` };
  if (score > points) return { kind: 'edit', edit, warning: `${score} is more than the ${points} points possible (extra credit).` };
  return { kind: 'edit', edit };
}

function percentEdit(percent: number): GradeTextResult {
  const edit = { posted_grade: `${percent}%` };
  if (percent < 0) return { kind: 'edit', edit, warning: `${percent}% is a negative grade.` };
  if (percent > 100) return { kind: 'edit', edit, warning: `${percent}% is more than 100% (extra credit).` };
  return { kind: 'edit', edit };
}

function passFail(text: string): GradeTextResult {
  const word = text.toLowerCase();
  // c and i are the gradebook's one-key shortcuts (Canvas's gradebook takes them too).
  if (word === 'complete' || word === 'pass' || word === 'c') return { kind: 'edit', edit: { posted_grade: 'complete' } };
  if (word === 'incomplete' || word === 'fail' || word === 'i') return { kind: 'edit', edit: { posted_grade: 'incomplete' } };
  return { kind: 'error', message: 'Enter complete (c) or incomplete (i), or EX to excuse.' };
}

function letter(assignment: GradedAssignmentInfo, text: string, points: number, letters?: readonly string[] | null): GradeTextResult {
  if (PERCENT.test(text)) return percentEdit(Number.parseFloat(text));
  if (NUMBER.test(text)) return pointsEdit(Number.parseFloat(text), points);
  const scheme = letters === undefined ? (assignment.grading_standard_id ? null : DEFAULT_LETTERS) : letters;
  if (!scheme) return { kind: 'edit', edit: { posted_grade: text } };
  const known = scheme.find((name) => name.toLowerCase() === text.toLowerCase());
  return known
    ? { kind: 'edit', edit: { posted_grade: known } }
    : { kind: 'error', message: `Unknown letter grade. Use one of ${scheme.join(', ')}, or EX to excuse.` };
}

/** The text the input starts with: what the grader entered (before any late deduction), "EX" when excused. */
export function gradeInputValue(assignment: GradedAssignmentInfo, submission: GradedSubmissionInfo): string {
  if (submission.excused) return 'EX';
  const entered = submission.entered_grade ?? submission.grade;
  if (entered === null) return '';
  switch (assignment.grading_type) {
    case 'points':
      return String(submission.entered_score ?? submission.score ?? entered);
    case 'percent':
      return entered.replace(/%$/, '');
    default:
      return entered;
  }
}

/** The short hint beside a grade input: what it takes for the assignment's grading type. */
export function gradeHint(assignment: GradedAssignmentInfo): string {
  switch (assignment.grading_type) {
    case 'points':
      return `out of ${assignment.points_possible ?? 0}`;
    case 'percent':
      return '%';
    case 'letter_grade':
    case 'gpa_scale':
      return assignment.grading_standard_id ? 'letter grade' : `letter: ${DEFAULT_LETTERS.join(' ')}`;
    default:
      return '';
  }
}

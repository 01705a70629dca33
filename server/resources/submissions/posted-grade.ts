import { letterFor, letterPercent, type GradingScheme } from './grading-scheme';

export type GradedAssignment = { grading_type: string; points_possible: number | null };

/** What a posted_grade asks for: a score with its grade string, an excuse, or removing the grade. */
export type PostedGrade =
  | { kind: 'grade'; score: number; grade: string }
  | { kind: 'excuse' }
  | { kind: 'clear' };

/** Assignment::GradeError: the grade could not be read for this assignment. */
export class GradeError extends Error {}

const NUMBER = /^[+-]?\d*\.?\d+$/;
const PERCENT = /^[+-]?\d*\.?\d+%$/;

/**
 * Assignment#interpret_grade and #score_to_grade in canvas-lms: "85%" is a share of the points, a bare number is
 * points (also on percent assignments) unless it names a band of the scheme, pass/complete are full points and fail/incomplete zero, and a letter is
 * the top of its scheme band (grade_to_score). Out-of-range and negative numbers are kept, as Canvas keeps them.
 * "EX" excuses; an empty string removes the grade.
 */
export function interpretPostedGrade(assignment: GradedAssignment, scheme: GradingScheme, posted: string, preferPoints = false): PostedGrade {
  const text = posted.trim();
  if (text === '') return { kind: 'clear' };
  if (text.toUpperCase() === 'EX') return { kind: 'excuse' };
  if (assignment.grading_type === 'not_graded') throw new GradeError('This assignment is not graded');
  const score = scoreOf(assignment, scheme, text, preferPoints);
  if (score === undefined || !Number.isFinite(score)) throw new GradeError(`Invalid grade: ${text}`);
  return { kind: 'grade', score: round(score), grade: gradeFor(assignment, scheme, round(score), text) };
}

/**
 * A bare number on a letter or GPA assignment is first a name of the scheme (a GPA scheme's "3.7"), unless the
 * client sent prefer_points_over_scheme; otherwise it is points.
 */
function scoreOf(assignment: GradedAssignment, scheme: GradingScheme, text: string, preferPoints: boolean): number | undefined {
  const points = assignment.points_possible ?? 0;
  const word = text.toLowerCase();
  if (PERCENT.test(text)) return (Number.parseFloat(text) / 100) * points;
  if (NUMBER.test(text)) {
    const named = !preferPoints && usesScheme(assignment) ? letterPercent(scheme, text) : undefined;
    return named === undefined ? Number.parseFloat(text) : (named / 100) * points;
  }
  if (word === 'pass' || word === 'complete') return points;
  if (word === 'fail' || word === 'incomplete') return 0;
  if (!usesScheme(assignment)) return undefined;
  const percent = letterPercent(scheme, text);
  return percent === undefined ? undefined : (percent / 100) * points;
}

/** Assignment#score_to_grade: the grade string Canvas stores for a score; `posted` decides on zero-point assignments. */
export function gradeFor(assignment: GradedAssignment, scheme: GradingScheme, score: number, posted = ''): string {
  const points = assignment.points_possible ?? 0;
  switch (assignment.grading_type) {
    case 'percent':
      return `${points > 0 ? round((score / points) * 100) : 0}%`;
    case 'pass_fail':
      return score > 0 || (points === 0 && /^(pass|complete)$/i.test(posted)) ? 'complete' : 'incomplete';
    case 'letter_grade':
    case 'gpa_scale':
      return points > 0 ? letterFor(scheme, score / points) : (schemeName(scheme, posted) ?? letterFor(scheme, score));
    default:
      return String(score);
  }
}

const usesScheme = (assignment: GradedAssignment) => ['letter_grade', 'gpa_scale'].includes(assignment.grading_type);
const schemeName = (scheme: GradingScheme, text: string) => scheme.find(([name]) => name.toLowerCase() === text.toLowerCase())?.[0];
/** Canvas keeps two decimals of a computed score; whole numbers print without a fraction. */
const round = (value: number) => Math.round(value * 100) / 100;

import type { GradingScheme } from './grading-scheme';
import { GradeError, interpretPostedGrade, type GradedAssignment } from './posted-grade';
import type { GradeChange } from './submission-grade-params';
import type { GradeFields } from './submission-grade.store';
import type { SubmissionRow } from './submission-row';

/**
 * The submission's grading fields after a grade PUT (Assignment#grade_student): a posted grade sets score and
 * grade, "EX" or excuse=true excuses (clearing the grade), excuse=false lifts an excuse, and the late policy
 * status is the grader's word on late or missing. Anything graded records the grader and the time, and on an
 * assignment that posts automatically it is posted (Canvas's PostPolicy); manual posting leaves it hidden.
 * Letters are read and written with `letters.scheme`, the assignment's grading standard or its fallback
 * (schemeForAssignment); `preferPoints` reads a bare number as points even when it names a band.
 */
export function applyGradeChange(
  row: SubmissionRow,
  assignment: GradedAssignment & { post_manually: number },
  change: GradeChange,
  graderId: number,
  now: string,
  letters: { scheme: GradingScheme; preferPoints?: boolean },
): GradeFields {
  const fields: GradeFields = pick(row);
  if (change.excuse === true && change.posted_grade?.trim() && !isExcusing({ posted_grade: change.posted_grade })) {
    throw new GradeError('Cannot simultaneously grade and excuse an assignment');
  }
  const posted = change.posted_grade === undefined ? undefined : interpretPostedGrade(assignment, letters.scheme, change.posted_grade, letters.preferPoints);
  if (posted?.kind === 'grade') Object.assign(fields, { score: posted.score, grade: posted.grade, excused: 0 });
  if (posted?.kind === 'clear') Object.assign(fields, { score: null, grade: null });
  if (posted?.kind === 'excuse' || change.excuse === true) Object.assign(fields, { score: null, grade: null, excused: 1 });
  else if (change.excuse === false) fields.excused = 0;
  if (change.late_policy_status !== undefined) setLatePolicy(fields, change.late_policy_status);
  if (change.seconds_late_override !== undefined && fields.late_policy_status === 'late') {
    fields.seconds_late_override = change.seconds_late_override;
  }
  const graded = fields.score !== null || Boolean(fields.excused);
  fields.workflow_state = graded ? 'graded' : row.submission_type === null ? 'unsubmitted' : 'submitted';
  if (posted !== undefined || change.excuse !== undefined) Object.assign(fields, { grader_id: graderId, graded_at: graded ? now : null });
  if (graded && !assignment.post_manually && fields.posted_at === null) fields.posted_at = now;
  return fields;
}

/** An excuse ("EX" or excuse=true) goes to the named student only, never to their whole group. */
export const isExcusing = (change: GradeChange) => change.excuse === true || change.posted_grade?.trim().toUpperCase() === 'EX';

/** "none" is kept (it tells Canvas to ignore the dates); an empty value or null hands the decision back to them. */
function setLatePolicy(fields: GradeFields, status: string | null) {
  fields.late_policy_status = status === '' || status === null ? null : status;
  if (fields.late_policy_status !== 'late') fields.seconds_late_override = null;
}

const pick = (row: SubmissionRow): GradeFields => ({
  score: row.score,
  grade: row.grade,
  excused: row.excused,
  graded_at: row.graded_at,
  grader_id: row.grader_id,
  workflow_state: row.workflow_state,
  late_policy_status: row.late_policy_status,
  seconds_late_override: row.seconds_late_override,
  posted_at: row.posted_at,
  updated_at: row.updated_at,
});

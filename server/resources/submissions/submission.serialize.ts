import type { SubmissionRow } from './submission-row';

/**
 * The Submission JSON an assignment carries with include[]=submission (canvas-api.md §7.11): the viewer's own
 * row, without comments or history.
 */
export function submissionJson(row: SubmissionRow) {
  const late = isLate(row);
  return {
    id: row.id,
    assignment_id: row.assignment_id,
    user_id: row.user_id,
    attempt: row.attempt,
    body: row.body,
    url: row.url,
    submission_type: row.submission_type,
    submitted_at: row.submitted_at,
    workflow_state: row.workflow_state,
    score: row.score,
    grade: row.grade,
    excused: row.excused === null ? null : Boolean(row.excused),
    graded_at: row.graded_at,
    grader_id: row.grader_id,
    grade_matches_current_submission: Boolean(row.grade_matches_current_submission),
    late,
    missing: isMissing(row),
    late_policy_status: row.late_policy_status,
    seconds_late: late ? secondsLate(row) : 0,
    entered_score: row.score === null ? null : row.score + (row.points_deducted ?? 0),
    entered_grade: row.grade,
    points_deducted: row.points_deducted,
    cached_due_date: row.cached_due_date,
    posted_at: row.posted_at,
    updated_at: row.updated_at,
  };
}

/** A grader's late_policy_status wins over the dates; an excused submission is never late or missing. */
function isLate(row: SubmissionRow): boolean {
  if (row.excused) return false;
  if (row.late_policy_status !== null) return row.late_policy_status === 'late';
  return row.submitted_at !== null && row.cached_due_date !== null && Date.parse(row.submitted_at) > Date.parse(row.cached_due_date);
}

function isMissing(row: SubmissionRow): boolean {
  if (row.excused) return false;
  if (row.late_policy_status !== null) return row.late_policy_status === 'missing';
  return row.submission_type === null && row.cached_due_date !== null && Date.parse(row.cached_due_date) < Date.now();
}

function secondsLate(row: SubmissionRow): number {
  if (row.late_policy_status === 'late' && row.seconds_late_override !== null) return row.seconds_late_override;
  if (row.submitted_at === null || row.cached_due_date === null) return 0;
  return Math.max(0, Math.round((Date.parse(row.submitted_at) - Date.parse(row.cached_due_date)) / 1000));
}

/** Submitted means something was turned in; graded means a grade or an excuse was given. */
export const submissionProgress = (row: SubmissionRow) => ({
  submitted: row.submission_type !== null,
  graded: row.workflow_state === 'graded' || row.score !== null || Boolean(row.excused),
});

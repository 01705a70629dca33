import type { SubmissionRow } from './submission-row';
import { tardiness } from './submission-tardiness';

/**
 * Submission JSON (canvas-api.md §7.11) without includes: what an assignment carries with include[]=submission
 * and each item of the submissions list. `expectsSubmission` is the assignment's (a missing mark needs it).
 */
export function submissionJson(row: SubmissionRow, expectsSubmission: boolean) {
  const { late, missing, seconds_late } = tardiness(row, expectsSubmission);
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
    missing,
    seconds_late,
    late_policy_status: row.late_policy_status,
    entered_score: row.score === null ? null : row.score + (row.points_deducted ?? 0),
    entered_grade: row.grade,
    points_deducted: row.points_deducted,
    cached_due_date: row.cached_due_date,
    posted_at: row.posted_at,
    updated_at: row.updated_at,
  };
}

/** Submitted means something was turned in; graded means a grade or an excuse was given. */
export const submissionProgress = (row: SubmissionRow) => ({
  submitted: row.submission_type !== null,
  graded: row.workflow_state === 'graded' || row.score !== null || Boolean(row.excused),
});

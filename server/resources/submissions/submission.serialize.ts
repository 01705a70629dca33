import { NAMED, studentKeys, type StudentIdentity } from './anonymity';
import type { SubmissionRow } from './submission-row';
import { tardiness } from './submission-tardiness';
import { seenAttempt, type PostPolicy, type SubmissionViewer } from './submission-visibility';

/** Who reads the submission and the assignment facts its JSON depends on. */
export type SubmissionView = PostPolicy & {
  viewer: SubmissionViewer;
  /** The assignment's: a missing mark needs it. */
  expectsSubmission: boolean;
  /** How the student is named: by user id unless a grader reads an anonymous assignment (docs/decisions/0056). */
  identity?: StudentIdentity;
};

/**
 * Submission JSON (docs/canvas-contract.md §7.11) without includes, as `view.viewer` may see it: the only writer of
 * Submission JSON, so no answer (list, single GET, grade PUT, assignment include, activity stream) can show
 * a learner a grade the read rule hides. `current` is the live row when `row` is an earlier attempt: posting
 * posts every attempt.
 */
export function submissionJson(stored: SubmissionRow, view: SubmissionView, current: SubmissionRow = stored) {
  const row = seenAttempt(view.viewer, stored, current, view);
  const { late, missing, seconds_late } = tardiness(row, view.expectsSubmission);
  return {
    id: row.id,
    assignment_id: row.assignment_id,
    ...studentKeys(row, view.identity ?? NAMED),
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
    // Lectern has no grading periods, custom statuses or stickers (the grade PUT refuses the last two by name).
    grading_period_id: null,
    cached_due_date: row.cached_due_date,
    extra_attempts: row.extra_attempts,
    posted_at: row.posted_at,
    redo_request: Boolean(row.redo_request),
    sticker: null,
    custom_grade_status_id: null,
    updated_at: row.updated_at,
  };
}

/** Submitted means something was turned in; graded means a grade or an excuse was given. */
export const submissionProgress = (row: SubmissionRow) => ({
  submitted: row.submission_type !== null,
  graded: row.workflow_state === 'graded' || row.score !== null || Boolean(row.excused),
});

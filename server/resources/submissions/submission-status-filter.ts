/**
 * Lectern's grader status filter (`grading_status[]`, an extension Canvas ignores: docs/decisions/0014) as ONE SQL
 * predicate over a submissions row aliased `s`. The late and missing arms restate `tardiness()` beside it in
 * submission-tardiness.ts; submission-status-filter.test.ts proves both agree on the same rows.
 */
export const GRADING_STATUSES = ['needs_grading', 'graded', 'late', 'missing', 'excused', 'unsubmitted'] as const;
export type GradingStatus = (typeof GRADING_STATUSES)[number];

const NOT_EXCUSED = 'COALESCE(s.excused, 0) = 0';
/** Milliseconds, as tardiness() counts them; a quiz gets its minute of grace. */
const MS = (column: string) => `CAST(unixepoch(${column}, 'subsec') * 1000 AS INTEGER)`;
const SUBMITTED_MS = `(${MS('s.submitted_at')} - CASE WHEN s.submission_type = 'online_quiz' THEN 60000 ELSE 0 END)`;
/** tardiness(): floor((submitted − due) / 1000) > 0, i.e. at least a whole second past the student's due date. */
const PAST_DUE = (submittedMs: string) => `(s.cached_due_date IS NOT NULL AND ${submittedMs} - ${MS('s.cached_due_date')} >= 1000)`;

/** The args each predicate binds, in order: `now` (ISO) for missing, whether the assignment expects a submission. */
export interface StatusContext {
  now: string;
  expectsSubmission: boolean;
}

function predicate(status: GradingStatus, context: StatusContext): { sql: string; args: (string | number)[] } {
  switch (status) {
    // Canvas's Submission.needs_grading scope (app/models/submission.rb): something submitted, not excused, and
    // pending review or not graded against the current attempt.
    case 'needs_grading':
      return {
        sql: `(s.submission_type IS NOT NULL AND ${NOT_EXCUSED} AND (s.workflow_state = 'pending_review'
          OR (s.workflow_state IN ('submitted', 'graded') AND (s.score IS NULL OR s.grade_matches_current_submission = 0))))`,
        args: [],
      };
    case 'graded':
      return { sql: `(s.workflow_state = 'graded' AND ${NOT_EXCUSED} AND s.grade IS NOT NULL)`, args: [] };
    case 'excused':
      return { sql: `(${NOT_EXCUSED}) = 0`, args: [] };
    case 'unsubmitted':
      return { sql: `(s.submitted_at IS NULL AND ${NOT_EXCUSED})`, args: [] };
    case 'late':
      return {
        sql: `(${NOT_EXCUSED} AND (s.late_policy_status = 'late'
          OR (s.late_policy_status IS NULL AND s.submitted_at IS NOT NULL AND ${PAST_DUE(SUBMITTED_MS)})))`,
        args: [],
      };
    case 'missing':
      return {
        sql: `(${NOT_EXCUSED} AND (s.late_policy_status = 'missing'
          OR (s.late_policy_status IS NULL AND s.submitted_at IS NULL AND ? = 1 AND ${PAST_DUE(MS('?'))})))`,
        args: [context.expectsSubmission ? 1 : 0, context.now],
      };
  }
}

/** Rows in ANY of the statuses asked for. */
export function gradingStatusPredicate(statuses: readonly GradingStatus[], context: StatusContext): { sql: string; args: (string | number)[] } {
  const parts = statuses.map((status) => predicate(status, context));
  return { sql: `(${parts.map((part) => part.sql).join(' OR ')})`, args: parts.flatMap((part) => part.args) };
}

import * as clock from '../../canvas/clock';
import type { SubmissionRow } from './submission-row';

/** What the late and missing marks need of a submission; seconds_late_override only once grading stores it. */
export type TardinessInput = Pick<SubmissionRow, 'submitted_at' | 'cached_due_date' | 'excused' | 'late_policy_status' | 'submission_type'> & {
  seconds_late_override?: number | null;
};

export type Tardiness = { late: boolean; missing: boolean; seconds_late: number };

/** Canvas lets a quiz submitted within a minute of the due date count as on time. */
const QUIZ_GRACE_MS = 60_000;

/**
 * Canvas's Submission::Tardiness (app/models/submission.rb): seconds late are counted from the student's own
 * due date to when they submitted (or now, while nothing is in); a grader's late_policy_status overrides the
 * computed marks; an excused submission is never late or missing.
 */
export function tardiness(row: TardinessInput, expectsSubmission: boolean, now: number = clock.now()): Tardiness {
  const secondsLate = secondsPastDue(row, now);
  const status = row.late_policy_status;
  if (row.excused) return { late: false, missing: false, seconds_late: secondsLate };
  if (status) return { late: status === 'late', missing: status === 'missing', seconds_late: secondsLate };
  const pastDue = secondsLate > 0;
  return {
    late: row.submitted_at !== null && pastDue,
    missing: row.submitted_at === null && pastDue && expectsSubmission,
    seconds_late: secondsLate,
  };
}

function secondsPastDue(row: TardinessInput, now: number): number {
  if (row.late_policy_status === 'late') return row.seconds_late_override ?? 0;
  if (row.cached_due_date === null) return 0;
  let submittedAt = row.submitted_at === null ? now : Date.parse(row.submitted_at);
  if (row.submission_type === 'online_quiz') submittedAt -= QUIZ_GRACE_MS;
  const late = submittedAt - Date.parse(row.cached_due_date);
  return late > 0 ? Math.floor(late / 1000) : 0;
}

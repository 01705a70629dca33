import type { Submission } from '@/api/schemas/submission';
import type { SubmissionDetail } from '@/api/schemas/submission-detail';

/**
 * The attempts a grader can pick, oldest first: submission_history's submitted entries (each with its own
 * files and lateness), else the submission itself. The latest is the default.
 */
export function attemptsOf(submission: SubmissionDetail): Submission[] {
  const submitted = (submission.submission_history ?? []).filter((entry) => entry.submitted_at !== null && entry.attempt !== null);
  if (submitted.length === 0) return [submission];
  return [...submitted].sort((a, b) => (a.attempt ?? 0) - (b.attempt ?? 0));
}

export const isUnsubmitted = (attempt: Submission) => attempt.submission_type === null || attempt.submitted_at === null;

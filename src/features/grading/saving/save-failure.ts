import { isCanvasApiError } from '@/api/http/canvas-api-error';
import type { Submission } from '@/api/schemas/submission';

export type SaveFailure = { kind: 'retry' } | { kind: 'conflict' } | { kind: 'rejected'; message: string };

/**
 * What a failed grade PUT means. Not reaching the server, its 5xx, throttling and an expired session (the grader
 * signs in again) are passing: the edit waits in the queue. A 409 is the other grader's write. Any other answer
 * (400 bad grade, 403, 404) is the server's final word, and retrying would only repeat it.
 */
export function failureOf(error: unknown): SaveFailure {
  if (!isCanvasApiError(error)) return { kind: 'rejected', message: error instanceof Error ? error.message : String(error) };
  if (error.isNetworkError || error.isServerError || error.isRateLimited || error.isAuthError) return { kind: 'retry' };
  // A 2xx we could not read most likely landed; sending it again shows a conflict with our own value rather than losing it.
  if (error.kind === 'invalid-response') return { kind: 'retry' };
  if (error.status === 409) return { kind: 'conflict' };
  return { kind: 'rejected', message: error.message };
}

/**
 * The server's submission without what the grade PUT adds (all_submissions) or the rail does not keep (comments:
 * the comment thread has its own cache writes): what replaces the cached grade.
 */
export function serverGradeFields(submission: Submission): Submission {
  const fields: Record<string, unknown> = { ...submission };
  delete fields.all_submissions;
  delete fields.submission_comments;
  return fields as Submission;
}

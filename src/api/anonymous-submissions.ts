import { z } from 'zod/mini';
import type { CanvasId } from '@/api/schemas/ids';

/**
 * Anonymous grading (docs/decisions/0056-anonymous-grading.md). While an anonymous assignment's students are
 * anonymized, a grader's submissions carry `anonymous_id` instead of `user_id`, and one submission is read and
 * graded at `…/anonymous_submissions/:anonymous_id` (§10.12). The app keys such a submission by its anonymous id,
 * marked so it never reads as a user id: the rail, the URL, the caches and the durable grade queue use the key as
 * they use a user id elsewhere, and every per-student request goes to the anonymous route.
 */
const PREFIX = 'anonymous:';

/** Canvas's anonymous ids: five base58 characters (canvas-lms lib/anonymity.rb). */
export const ANONYMOUS_ID = /^[1-9A-HJ-NP-Za-km-z]{5}$/;

export const anonymousKey = (anonymousId: string): CanvasId => `${PREFIX}${anonymousId}`;

/** The anonymous id a student key stands for, or undefined for a user id. */
export const anonymousIdOf = (key: CanvasId): string | undefined => (key.startsWith(PREFIX) ? key.slice(PREFIX.length) : undefined);

/** The single-submission path for a student key: by user id, or by anonymous id. */
export function studentSubmissionPath(courseId: CanvasId, assignmentId: CanvasId, key: CanvasId): string {
  const anonymousId = anonymousIdOf(key);
  const base = `/api/v1/courses/${courseId}/assignments/${assignmentId}`;
  return anonymousId === undefined ? `${base}/submissions/${key}` : `${base}/anonymous_submissions/${encodeURIComponent(anonymousId)}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A raw submission with no user_id but an anonymous_id, keyed by the latter; its history and all_submissions too. */
function keyed(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  const out: Record<string, unknown> = { ...raw };
  if (out.user_id === undefined && typeof out.anonymous_id === 'string') out.user_id = anonymousKey(out.anonymous_id);
  for (const nested of ['submission_history', 'all_submissions'] as const) {
    const list = out[nested];
    if (Array.isArray(list)) out[nested] = list.map(keyed);
  }
  if (isRecord(out.submission)) out.submission = keyed(out.submission);
  return out;
}

/** A submission schema that also reads an anonymized submission, keyed by its anonymous id. */
export function keyedByStudent<T>(schema: z.core.$ZodType<T>): z.core.$ZodType<T> {
  return z.pipe(z.transform(keyed), schema);
}

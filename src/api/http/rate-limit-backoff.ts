import { abortReason } from '@/lib/abort-reason';
import { jitteredBackoffMs } from '@/lib/backoff';

/**
 * How long to wait before asking Canvas again after it throttled us (the plain-text 403 "Rate Limit Exceeded",
 * or a 429 from a proxy in front of it). Canvas's bucket leaks about 10 units a second and a request costs about
 * 50 up front (docs/canvas-contract.md §1.9), so waits start near a second and double, with jitter so that the requests
 * refused together do not come back together.
 */

/** Retries after the first refusal; then the error reaches the screen. */
export const RATE_LIMIT_RETRIES = 3;

export const RATE_LIMIT_MESSAGE = 'Canvas is limiting requests; try again in a moment.';

const BASE_MS = 1000;
const MAX_MS = 20_000;

/** Retry-After as seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** The wait before retry number `attempt` (0 for the first): the server's Retry-After when given, capped. */
export function backoffMs(attempt: number, retryAfter: string | null, random = Math.random): number {
  const asked = retryAfterMs(retryAfter);
  if (asked !== undefined) return Math.min(asked, MAX_MS);
  return jitteredBackoffMs(attempt, { firstMs: BASE_MS, maxMs: MAX_MS }, random);
}

/** Resolves after `ms`, or rejects at once when the signal aborts (a page left while waiting). */
export function sleep(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortReason(signal as AbortSignal));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

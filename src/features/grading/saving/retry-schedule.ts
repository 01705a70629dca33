import { jitteredBackoffMs } from '@/lib/backoff';

/** Backoff of the queue's retries: 1 s doubling to 30 s. */
export const MAX_RETRY_MS = 30_000;

/** The wait before retry number `attempt` (0 = the first), jittered so tabs coming back online do not retry in step. */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  return jitteredBackoffMs(attempt, { firstMs: 1_000, maxMs: MAX_RETRY_MS }, random);
}

/** Backoff of the queue's retries: 1 s doubling to 30 s. */
const FIRST_RETRY_MS = 1_000;
export const MAX_RETRY_MS = 30_000;

/**
 * The wait before retry number `attempt` (0 = the first): doubling from 1 s, capped at 30 s, with "equal jitter"
 * (half fixed, half random) so many tabs coming back online do not all hit the server in the same instant.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempt), MAX_RETRY_MS);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

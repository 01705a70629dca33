/** Where a backoff starts and where it stops doubling. */
export type BackoffSchedule = { firstMs: number; maxMs: number };

/**
 * The wait before retry number `attempt` (0 for the first): `firstMs` doubling up to `maxMs`, with "equal jitter"
 * (half fixed, half random) so the clients refused together, or the tabs coming back online together, do not
 * come back in step. The app's one backoff formula; each caller picks its schedule.
 */
export function jitteredBackoffMs(attempt: number, { firstMs, maxMs }: BackoffSchedule, random: () => number = Math.random): number {
  const ceiling = Math.min(firstMs * 2 ** Math.max(0, attempt), maxMs);
  return ceiling / 2 + random() * (ceiling / 2);
}

import { concurrencyLimit } from '@/lib/concurrency-limit';

/**
 * Runs `work` for every item with at most `limit` running at once (the app's one limiter), reporting each outcome as
 * it settles. A failure does not stop the others: a bulk save reports per row. Resolves when every item has settled.
 */
export async function runLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
  onSettled: (item: T, outcome: PromiseSettledResult<R>) => void,
): Promise<void> {
  const run = concurrencyLimit(limit);
  await Promise.all(
    items.map(async (item) => {
      try {
        onSettled(item, { status: 'fulfilled', value: await run(() => work(item)) });
      } catch (reason) {
        onSettled(item, { status: 'rejected', reason });
      }
    }),
  );
}

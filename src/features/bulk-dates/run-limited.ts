/**
 * Runs `work` for every item with at most `limit` running at once, reporting each outcome as it settles.
 * A failure does not stop the others: a bulk save reports per row. Resolves when every item has settled.
 */
export async function runLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
  onSettled: (item: T, outcome: PromiseSettledResult<R>) => void,
): Promise<void> {
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      try {
        onSettled(item, { status: 'fulfilled', value: await work(item) });
      } catch (reason) {
        onSettled(item, { status: 'rejected', reason });
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

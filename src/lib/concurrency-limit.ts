import { abortReason } from './abort-reason';

/**
 * The app's one limiter: at most `limit` tasks run at once, the rest wait their turn, first come first served.
 * Every Canvas request passes one (canvas-fetch.ts: Canvas's leaky bucket charges each request up front, so a
 * burst is what trips it), and work done per row or per file passes another, so a long list never fires every
 * request together. A task whose signal aborts while it waits leaves the queue and never starts.
 */
export function concurrencyLimit(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };

  /** Waits for a slot that a finishing task hands over, or rejects when the signal aborts first. */
  const slotFreed = (signal?: AbortSignal | null) =>
    new Promise<void>((resolve, reject) => {
      const start = () => {
        signal?.removeEventListener('abort', onAbort);
        running += 1;
        resolve();
      };
      const onAbort = () => {
        const index = waiting.indexOf(start);
        if (index !== -1) waiting.splice(index, 1);
        reject(abortReason(signal as AbortSignal));
      };
      waiting.push(start);
      signal?.addEventListener('abort', onAbort, { once: true });
    });

  const holdingSlot = async <T>(task: () => Promise<T>): Promise<T> => {
    try {
      return await task();
    } finally {
      release();
    }
  };

  // A free slot starts the task before returning, so callers that track state see it running at once.
  return function run<T>(task: () => Promise<T>, signal?: AbortSignal | null): Promise<T> {
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    if (running < limit) {
      running += 1;
      return holdingSlot(task);
    }
    return slotFreed(signal).then(() => holdingSlot(task));
  };
}

/**
 * Runs `work` for every item through one limiter, reporting each outcome as it settles. A failure does not stop
 * the others (a bulk save or a bulk file job reports per row). Resolves when every item has settled.
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

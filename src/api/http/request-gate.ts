/**
 * At most `limit` requests in flight; the rest wait their turn, first come first served. Canvas's leaky bucket
 * charges every request up front, so a burst of parallel requests (a page opening many panels) is what trips its
 * limiter (canvas-api.md §1.9); a browser also queues beyond six per host anyway. A request whose signal aborts
 * while it waits leaves the queue and never starts.
 */
export interface RequestGate {
  run<T>(task: () => Promise<T>, signal?: AbortSignal | null): Promise<T>;
  /** For tests and diagnostics. */
  readonly inFlight: number;
  readonly waiting: number;
}

/** What an aborted wait rejects with: the signal's reason when it is an error, as fetch does, else an AbortError. */
export function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new DOMException('The operation was aborted.', 'AbortError');
}

export function createRequestGate(limit: number): RequestGate {
  let inFlight = 0;
  const queue: (() => void)[] = [];

  const release = () => {
    inFlight -= 1;
    const next = queue.shift();
    if (next) next();
  };

  const acquire = (signal?: AbortSignal | null): Promise<void> => {
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    if (inFlight < limit) {
      inFlight += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const start = () => {
        signal?.removeEventListener('abort', onAbort);
        inFlight += 1;
        resolve();
      };
      const onAbort = () => {
        const index = queue.indexOf(start);
        if (index !== -1) queue.splice(index, 1);
        reject(abortReason(signal as AbortSignal));
      };
      queue.push(start);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  };

  return {
    async run(task, signal) {
      await acquire(signal);
      try {
        return await task();
      } finally {
        release();
      }
    },
    get inFlight() {
      return inFlight;
    },
    get waiting() {
      return queue.length;
    },
  };
}

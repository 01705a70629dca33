/**
 * At most `limit` tasks run at once; the rest wait their turn in order. Pages that look something up per row
 * (an override per assignment) go through one of these, so a long list never fires every request together.
 */
export function concurrencyLimit(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };

  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      release();
    }
  };
}

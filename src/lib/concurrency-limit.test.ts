import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrency-limit';

/** A task that finishes only when the test says so, recording how many ran at once. */
function gate() {
  let open: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { done, open: () => open() };
}

describe('concurrencyLimit', () => {
  it('runs at most `limit` tasks together and starts the rest in order as others finish', async () => {
    const run = concurrencyLimit(2);
    const gates = [gate(), gate(), gate(), gate()];
    const started: number[] = [];
    let active = 0;
    let peak = 0;
    const results = gates.map((g, index) =>
      run(async () => {
        started.push(index);
        active += 1;
        peak = Math.max(peak, active);
        await g.done;
        active -= 1;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    gates[1]?.open();
    await results[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3]);
    expect(peak).toBe(2);
  });

  it('frees the slot of a task that fails', async () => {
    const run = concurrencyLimit(1);
    await expect(run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await run(() => Promise.resolve('next'))).toBe('next');
  });
});

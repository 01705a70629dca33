import { describe, expect, it } from 'vitest';
import { concurrencyLimit, runLimited } from './concurrency-limit';

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

  it('starts a task before returning when a slot is free, so a caller sees it running at once', () => {
    const run = concurrencyLimit(1);
    const started: string[] = [];
    void run(() => {
      started.push('first');
      return new Promise(() => undefined);
    });
    void run(() => Promise.resolve(started.push('second')));
    expect(started).toEqual(['first']);
  });

  it('frees the slot of a task that fails', async () => {
    const run = concurrencyLimit(1);
    await expect(run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await run(() => Promise.resolve('next'))).toBe('next');
  });

  it('drops a waiting task whose signal aborts: it never starts, and it frees no slot it did not take', async () => {
    const run = concurrencyLimit(1);
    const first = gate();
    const started: string[] = [];
    const running = run(async () => {
      started.push('first');
      await first.done;
    });
    const leaving = new AbortController();
    const left = run(() => Promise.resolve(started.push('left')), leaving.signal);
    const next = run(() => Promise.resolve(started.push('next')));
    leaving.abort();
    await expect(left).rejects.toMatchObject({ name: 'AbortError' });
    first.open();
    await Promise.all([running, next]);
    expect(started).toEqual(['first', 'next']);
    await expect(run(() => Promise.resolve('free'), AbortSignal.abort(new Error('gone')))).rejects.toThrow('gone');
  });
});

describe('runLimited', () => {
  it('never runs more than the limit at once, and runs everything', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await runLimited(
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      4,
      async (n) => {
        running += 1;
        most = Math.max(most, running);
        // Let the other workers start before this one finishes.
        await new Promise((resolve) => setTimeout(resolve, (n % 3) * 2));
        running -= 1;
        return n * 10;
      },
      (n, outcome) => {
        if (outcome.status === 'fulfilled') done.push(outcome.value);
      },
    );
    expect(most).toBe(4);
    expect(done.sort((a, b) => a - b)).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
  });

  it('reports a failure for its item and carries on with the rest', async () => {
    const outcomes = new Map<string, PromiseSettledResult<string>>();
    await runLimited(
      ['a', 'bad', 'c'],
      2,
      (item) => (item === 'bad' ? Promise.reject(new Error('date order')) : Promise.resolve(item.toUpperCase())),
      (item, outcome) => outcomes.set(item, outcome),
    );
    expect(outcomes.get('a')).toEqual({ status: 'fulfilled', value: 'A' });
    expect(outcomes.get('c')).toEqual({ status: 'fulfilled', value: 'C' });
    expect(outcomes.get('bad')).toMatchObject({ status: 'rejected', reason: new Error('date order') });
  });

  it('settles at once for no items', async () => {
    const seen: unknown[] = [];
    await runLimited([], 4, () => Promise.resolve(1), (item) => seen.push(item));
    expect(seen).toEqual([]);
  });
});

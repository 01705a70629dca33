import { describe, expect, it } from 'vitest';
import { runLimited } from './run-limited';

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

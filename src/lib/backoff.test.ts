import { describe, expect, it } from 'vitest';
import { jitteredBackoffMs } from './backoff';

describe('jitteredBackoffMs', () => {
  const schedule = { firstMs: 500, maxMs: 5_000 };

  it('doubles from the first wait up to the cap', () => {
    const highest = (attempt: number) => jitteredBackoffMs(attempt, schedule, () => 1);
    expect([0, 1, 2, 3, 4, 9].map(highest)).toEqual([500, 1000, 2000, 4000, 5000, 5000]);
  });

  it('spreads each wait over its upper half', () => {
    expect(jitteredBackoffMs(2, schedule, () => 0)).toBe(1000);
    expect(jitteredBackoffMs(2, schedule, () => 0.5)).toBe(1500);
    expect(jitteredBackoffMs(40, schedule, () => 0)).toBe(2500);
  });
});

import { describe, expect, it } from 'vitest';
import { MAX_RETRY_MS, retryDelayMs } from './retry-schedule';

describe('the retry schedule', () => {
  it('doubles from one second up to thirty', () => {
    const highest = (attempt: number) => retryDelayMs(attempt, () => 1);
    expect([0, 1, 2, 3, 4, 5, 6, 12].map(highest)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('spreads each wait over its upper half, so tabs coming back online do not retry in step', () => {
    expect(retryDelayMs(2, () => 0)).toBe(2000);
    expect(retryDelayMs(2, () => 0.5)).toBe(3000);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const delay = retryDelayMs(attempt);
      expect(delay).toBeGreaterThanOrEqual(500);
      expect(delay).toBeLessThanOrEqual(MAX_RETRY_MS);
    }
  });
});

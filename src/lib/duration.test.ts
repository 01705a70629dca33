import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

describe('formatDuration', () => {
  it('formats hours and minutes', () => {
    expect(formatDuration(0)).toBe('None');
    expect(formatDuration(30)).toBe('Under a minute');
    expect(formatDuration(45 * 60)).toBe('45 min');
    expect(formatDuration(2 * 3600)).toBe('2 h');
    expect(formatDuration(51955)).toBe('14 h 25 min');
  });

  it('returns null for missing or invalid values', () => {
    expect(formatDuration(undefined)).toBeNull();
    expect(formatDuration(-5)).toBeNull();
  });
});

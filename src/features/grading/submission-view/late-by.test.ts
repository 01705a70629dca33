import { describe, expect, it } from 'vitest';
import { formatFileSize } from '@/lib/file-size';
import { lateBy } from './late-by';

describe('lateBy', () => {
  it('names the two largest units of lateness', () => {
    expect(lateBy(2 * 86_400 + 3 * 3_600 + 120)).toBe('Late by 2 days 3 hours');
    expect(lateBy(86_400)).toBe('Late by 1 day');
    expect(lateBy(3_600 + 60)).toBe('Late by 1 hour 1 minute');
    expect(lateBy(30)).toBe('Late by 1 minute');
  });

  it('is null when on time', () => {
    expect(lateBy(0)).toBeNull();
    expect(lateBy(undefined)).toBeNull();
  });
});

describe('formatFileSize', () => {
  it('uses bytes below a kilobyte and one decimal below ten units', () => {
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(999)).toBe('999 bytes');
    expect(formatFileSize(1_400_000)).toBe('1.4 MB');
    expect(formatFileSize(25_000)).toBe('25 KB');
  });
});

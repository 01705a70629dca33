import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange } from './dates';

describe('formatDate', () => {
  it('formats in the given time zone', () => {
    // 06:59:59Z on Feb 21 is still Feb 20 in Denver.
    expect(formatDate('2024-02-21T06:59:59Z', { timeZone: 'America/Denver', locale: 'en-US' })).toBe('Feb 20, 2024');
    expect(formatDate('2024-02-21T06:59:59Z', { timeZone: 'UTC', locale: 'en-US' })).toBe('Feb 21, 2024');
  });

  it('accepts offsets and rejects garbage', () => {
    expect(formatDate('2024-02-21T00:00:00-06:00', { timeZone: 'UTC', locale: 'en-US' })).toBe('Feb 21, 2024');
    expect(formatDate('not a date')).toBeNull();
    expect(formatDate(null)).toBeNull();
  });

  it('has a compact day-and-time style for grid cells', () => {
    expect(formatDate('2026-11-25T06:59:59Z', { style: 'day-time', timeZone: 'America/Denver', locale: 'en-US' })).toBe(
      'Nov 24, 11:59 PM',
    );
  });

  it('survives an unknown time zone', () => {
    expect(formatDate('2024-02-21T12:00:00Z', { timeZone: 'Mars/Olympus', locale: 'en-US' })).toMatch(/2024/);
  });
});

describe('formatDateRange', () => {
  const options = { timeZone: 'UTC', locale: 'en-US' };
  it('handles open ends', () => {
    expect(formatDateRange('2025-01-08T00:00:00Z', '2025-05-02T00:00:00Z', options)).toBe('Jan 8, 2025 – May 2, 2025');
    expect(formatDateRange('2025-01-08T00:00:00Z', null, options)).toBe('From Jan 8, 2025');
    expect(formatDateRange(null, '2025-05-02T00:00:00Z', options)).toBe('Until May 2, 2025');
    expect(formatDateRange(null, null, options)).toBeNull();
  });
});

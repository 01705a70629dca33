import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = new Date('2026-11-22T12:00:00Z');

describe('formatRelativeTime', () => {
  it('picks the largest whole unit', () => {
    expect(formatRelativeTime('2026-11-22T11:59:30Z', now, 'en-US')).toBe('just now');
    expect(formatRelativeTime('2026-11-22T11:15:00Z', now, 'en-US')).toBe('45 minutes ago');
    expect(formatRelativeTime('2026-11-22T09:00:00Z', now, 'en-US')).toBe('3 hours ago');
    expect(formatRelativeTime('2026-11-21T10:00:00Z', now, 'en-US')).toBe('yesterday');
    expect(formatRelativeTime('2026-11-08T12:00:00Z', now, 'en-US')).toBe('2 weeks ago');
    expect(formatRelativeTime('2026-11-25T12:00:00Z', now, 'en-US')).toBe('in 3 days');
  });

  it('returns null for missing or bad values', () => {
    expect(formatRelativeTime(null, now)).toBeNull();
    expect(formatRelativeTime('nope', now)).toBeNull();
  });
});

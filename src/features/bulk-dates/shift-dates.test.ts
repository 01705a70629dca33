import { describe, expect, it } from 'vitest';
import { shiftByDays } from './shift-dates';

describe('shiftByDays', () => {
  it('moves a date by whole days, keeping the time and its seconds', () => {
    expect(shiftByDays('2026-01-10T06:59:59Z', 7, 'America/Denver')).toBe('2026-01-17T06:59:59Z');
  });

  it('keeps the wall-clock time in the course zone across the spring DST change', () => {
    // 23:59 MST on Fri 6 Mar 2026; a week later Denver is on MDT, so 23:59 is an hour earlier in UTC.
    expect(shiftByDays('2026-03-07T06:59:00Z', 7, 'America/Denver')).toBe('2026-03-14T05:59:00Z');
  });

  it('keeps the wall-clock time across the autumn DST change, backwards too', () => {
    // 09:00 CET on Mon 2 Nov 2026 in Berlin; a week earlier (26 Oct) Berlin is already on CET, two weeks earlier on CEST.
    expect(shiftByDays('2026-11-02T08:00:00Z', -14, 'Europe/Berlin')).toBe('2026-10-19T07:00:00Z');
  });

  it('crosses month and year ends by calendar days', () => {
    expect(shiftByDays('2026-12-28T17:00:00Z', 7, 'UTC')).toBe('2027-01-04T17:00:00Z');
    expect(shiftByDays('2028-03-01T12:00:00Z', -1, 'UTC')).toBe('2028-02-29T12:00:00Z');
  });

  it('depends on the course zone, not the browser: the local day is the zone’s day', () => {
    // 03:00 UTC on 1 Mar is still 28 Feb 17:00 in Honolulu; a day later is 1 Mar 17:00 there.
    expect(shiftByDays('2026-03-01T03:00:00Z', 1, 'Pacific/Honolulu')).toBe('2026-03-02T03:00:00Z');
  });

  it('moves a time that lands in the skipped DST hour forward by the gap', () => {
    // 02:30 on 1 Mar in Denver does not exist on 8 Mar 2026 (clocks jump 02:00 -> 03:00).
    expect(shiftByDays('2026-03-01T09:30:00Z', 7, 'America/Denver')).toBe('2026-03-08T09:30:00Z');
  });

  it('leaves a zero shift and an unreadable value alone', () => {
    expect(shiftByDays('2026-01-10T06:59:59Z', 0, 'UTC')).toBe('2026-01-10T06:59:59Z');
    expect(shiftByDays('not a date', 3, 'UTC')).toBe('not a date');
  });
});

import { describe, expect, it } from 'vitest';
import {
  timeZoneShortName,
  formatUtcOffset,
  isValidTimeZone,
  listTimeZones,
  timeZoneOffsetMinutes,
  utcIsoToZonedLocal,
  zonedLocalToUtcIso,
} from './zoned-time';

describe('zonedLocalToUtcIso', () => {
  it('reads the wall clock in the given zone, not the machine’s', () => {
    expect(zonedLocalToUtcIso('2026-01-12T09:00', 'America/Denver')).toBe('2026-01-12T16:00:00Z');
    expect(zonedLocalToUtcIso('2026-07-12T09:00', 'America/Denver')).toBe('2026-07-12T15:00:00Z');
    expect(zonedLocalToUtcIso('2026-07-12T09:00', 'Asia/Kolkata')).toBe('2026-07-12T03:30:00Z');
    expect(zonedLocalToUtcIso('2026-07-12T09:00:30', 'UTC')).toBe('2026-07-12T09:00:30Z');
  });

  it('crosses the date line both ways', () => {
    expect(zonedLocalToUtcIso('2026-03-01T00:30', 'Pacific/Auckland')).toBe('2026-02-28T11:30:00Z');
    expect(zonedLocalToUtcIso('2026-03-01T23:30', 'Pacific/Honolulu')).toBe('2026-03-02T09:30:00Z');
  });

  it('takes the earlier instant in the repeated hour and skips forward over the gap', () => {
    // Denver falls back at 02:00 MDT on 2026-11-01: 01:30 happens twice.
    expect(zonedLocalToUtcIso('2026-11-01T01:30', 'America/Denver')).toBe('2026-11-01T07:30:00Z');
    // Denver springs forward at 02:00 MST on 2026-03-08: 02:30 does not exist and becomes 03:30 MDT.
    expect(zonedLocalToUtcIso('2026-03-08T02:30', 'America/Denver')).toBe('2026-03-08T09:30:00Z');
  });

  it('returns null for empty or malformed input', () => {
    expect(zonedLocalToUtcIso('', 'UTC')).toBeNull();
    // Shaped right but no such day or time: not silently rolled into March or the next day.
    expect(zonedLocalToUtcIso('2026-02-30T09:00', 'UTC')).toBeNull();
    expect(zonedLocalToUtcIso('2026-02-12T24:30', 'UTC')).toBeNull();
    expect(zonedLocalToUtcIso('2026-01-12', 'UTC')).toBeNull();
    expect(zonedLocalToUtcIso('soon', 'UTC')).toBeNull();
  });
});

describe('utcIsoToZonedLocal', () => {
  it('shows an instant as the zone’s wall clock', () => {
    expect(utcIsoToZonedLocal('2027-02-05T06:59:59Z', 'America/Denver')).toBe('2027-02-04T23:59');
    expect(utcIsoToZonedLocal('2026-10-07T06:00:00Z', 'America/Denver')).toBe('2026-10-07T00:00');
    expect(utcIsoToZonedLocal('2026-10-07T06:00:00+02:00', 'UTC')).toBe('2026-10-07T04:00');
  });

  it('round-trips with zonedLocalToUtcIso', () => {
    for (const zone of ['America/Denver', 'Europe/London', 'Australia/Adelaide', 'UTC']) {
      const local = '2026-05-17T13:45';
      expect(utcIsoToZonedLocal(zonedLocalToUtcIso(local, zone), zone)).toBe(local);
    }
  });

  it('shows both instants of the repeated hour as the same wall clock, and none in the skipped hour', () => {
    // Denver falls back at 08:00Z on 2026-11-01 (02:00 MDT becomes 01:00 MST).
    expect(utcIsoToZonedLocal('2026-11-01T07:30:00Z', 'America/Denver')).toBe('2026-11-01T01:30');
    expect(utcIsoToZonedLocal('2026-11-01T08:30:00Z', 'America/Denver')).toBe('2026-11-01T01:30');
    // Denver springs forward at 09:00Z on 2026-03-08: one second before is 01:59 MST, the change itself 03:00 MDT.
    expect(utcIsoToZonedLocal('2026-03-08T08:59:59Z', 'America/Denver')).toBe('2026-03-08T01:59');
    expect(utcIsoToZonedLocal('2026-03-08T09:00:00Z', 'America/Denver')).toBe('2026-03-08T03:00');
  });

  it('is empty for missing or bad values', () => {
    expect(utcIsoToZonedLocal(null, 'UTC')).toBe('');
    expect(utcIsoToZonedLocal('garbage', 'UTC')).toBe('');
  });
});

describe('offsets and zone lists', () => {
  it('reports offsets in minutes and formats them', () => {
    expect(timeZoneOffsetMinutes(Date.parse('2026-01-12T16:00:00Z'), 'America/Denver')).toBe(-420);
    expect(timeZoneOffsetMinutes(Date.parse('2026-01-12T16:00:00Z'), 'Asia/Kathmandu')).toBe(345);
    // Either side of Denver's spring-forward and of London's fall-back.
    expect(timeZoneOffsetMinutes(Date.parse('2026-03-08T08:59:59Z'), 'America/Denver')).toBe(-420);
    expect(timeZoneOffsetMinutes(Date.parse('2026-03-08T09:00:00Z'), 'America/Denver')).toBe(-360);
    expect(timeZoneOffsetMinutes(Date.parse('2026-10-25T00:59:59Z'), 'Europe/London')).toBe(60);
    expect(timeZoneOffsetMinutes(Date.parse('2026-10-25T01:00:00Z'), 'Europe/London')).toBe(0);
    expect(formatUtcOffset(-420)).toBe('UTC\u221207:00');
    expect(formatUtcOffset(345)).toBe('UTC+05:45');
    expect(formatUtcOffset(0)).toBe('UTC+00:00');
  });

  it('knows real zones and lists UTC', () => {
    expect(isValidTimeZone('America/Denver')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    const zones = listTimeZones();
    expect(zones).toContain('UTC');
    expect(zones).toContain('America/Denver');
  });
});

describe('unknown zones', () => {
  it('fall back to UTC instead of throwing', () => {
    expect(zonedLocalToUtcIso('2026-01-12T09:00', 'Mountain Time (US & Canada)')).toBe('2026-01-12T09:00:00Z');
    expect(utcIsoToZonedLocal('2026-01-12T09:00:00Z', 'Nowhere/Special')).toBe('2026-01-12T09:00');
  });
});

describe('timeZoneShortName', () => {
  it('names the zone the same in winter and summer, for a column header', () => {
    expect(timeZoneShortName('America/Denver', 'en-US')).toBe('MT');
  });

  it('is the id itself for a zone Intl does not know', () => {
    expect(timeZoneShortName('Nowhere/Special', 'en-US')).toBe('Nowhere/Special');
  });
});

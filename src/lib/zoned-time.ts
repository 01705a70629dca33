/**
 * Wall-clock times in a named IANA zone. Forms enter course dates as `<input type="datetime-local">` values
 * ("2026-01-12T09:00") meant in the course's zone, not the browser's; Canvas wants UTC instants (§1.5).
 * The zone arithmetic is @internationalized/date's, the library React Aria's date pickers already bring.
 */

import { fromAbsolute, parseDateTime, toCalendarDateTime, toZoned, type CalendarDateTime } from '@internationalized/date';

/** "YYYY-MM-DDTHH:mm", the value of a datetime-local input. */
const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** True for a complete datetime-local value. */
export function isLocalDateTime(value: string): boolean {
  return LOCAL_PATTERN.test(value.trim());
}

const knownZones = new Set<string>(['UTC']);

/** True when Intl knows the zone. */
export function isValidTimeZone(timeZone: string): boolean {
  if (knownZones.has(timeZone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    return false;
  }
  knownZones.add(timeZone);
  return true;
}

/** An unknown zone (a Rails name from an old server) reads as UTC rather than throwing mid-render. */
function knownZone(timeZone: string): string {
  return isValidTimeZone(timeZone) ? timeZone : 'UTC';
}

/** The zone's offset from UTC at an instant, in minutes (Denver in winter: -420). */
export function timeZoneOffsetMinutes(epochMs: number, timeZone: string): number {
  return fromAbsolute(epochMs, knownZone(timeZone)).offset / 60_000;
}

/** The wall clock a datetime-local value names; null when it is malformed or names no real day or time. */
function parseLocal(local: string): CalendarDateTime | null {
  const value = local.trim();
  if (!LOCAL_PATTERN.test(value)) return null;
  try {
    return parseDateTime(value);
  } catch {
    return null;
  }
}

/**
 * A wall-clock time in `timeZone` as a UTC ISO string with whole seconds ("2026-01-12T16:00:00Z").
 * In the hour skipped by a DST change the time is moved forward by the gap; in the repeated
 * hour the earlier instant wins. Returns null for an empty or malformed value.
 */
export function zonedLocalToUtcIso(local: string, timeZone: string): string | null {
  const wall = parseLocal(local);
  if (!wall) return null;
  // 'compatible' is Temporal's name for the gap and overlap rule above.
  const instant = toZoned(wall, knownZone(timeZone), 'compatible').toDate();
  return instant.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** A UTC instant as the datetime-local value it shows in `timeZone`; "" for a missing or bad instant. */
export function utcIsoToZonedLocal(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const epochMs = Date.parse(iso);
  if (Number.isNaN(epochMs)) return '';
  // "YYYY-MM-DDTHH:mm:ss", cut to the minutes a datetime-local input holds.
  return toCalendarDateTime(fromAbsolute(epochMs, knownZone(timeZone))).toString().slice(0, 16);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** "UTC−07:00" for an offset in minutes (a real minus sign, as typographers and screen readers prefer). */
export function formatUtcOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '\u2212' : '+';
  const total = Math.abs(offsetMinutes);
  return `UTC${sign}${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

/** Every IANA zone the browser knows, plus UTC (which `supportedValuesOf` leaves out), sorted. */
export function listTimeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...zones, 'UTC'])].sort();
}

function zoneName(timeZone: string, style: 'long' | 'shortGeneric', epochMs: number, locale?: string): string {
  try {
    const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: style }).formatToParts(epochMs);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/** The zone's long name at an instant, e.g. "Mountain Standard Time"; the id itself when Intl has none. */
export function timeZoneLongName(timeZone: string, epochMs: number = Date.now(), locale?: string): string {
  return zoneName(timeZone, 'long', epochMs, locale);
}

/** The zone's short name that holds all year, e.g. "MT" (not MST or MDT), for a column header. */
export function timeZoneShortName(timeZone: string, locale?: string): string {
  return zoneName(timeZone, 'shortGeneric', Date.now(), locale);
}

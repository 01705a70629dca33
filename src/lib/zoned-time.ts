/**
 * Wall-clock times in a named IANA zone, with Intl only. Forms enter course dates
 * as `<input type="datetime-local">` values ("2026-01-12T09:00") meant in the
 * course's zone, not the browser's; Canvas wants UTC instants (§1.5).
 */

/** "YYYY-MM-DDTHH:mm", the value of a datetime-local input. */
const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** True for a complete datetime-local value. */
export function isLocalDateTime(value: string): boolean {
  return LOCAL_PATTERN.test(value.trim());
}

const partFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let cached = partFormatters.get(timeZone);
  if (!cached) {
    cached = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partFormatters.set(timeZone, cached);
  }
  return cached;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** An unknown zone (a Rails name from an old server) reads as UTC rather than throwing mid-render. */
function knownZone(timeZone: string): string {
  return isValidTimeZone(timeZone) ? timeZone : 'UTC';
}

function wallClockAt(epochMs: number, timeZone: string): WallClock {
  const values: Record<string, number> = {};
  for (const part of partsFormatter(knownZone(timeZone)).formatToParts(epochMs)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year ?? 0,
    month: values.month ?? 1,
    day: values.day ?? 1,
    // Some engines print midnight as 24 even with h23.
    hour: (values.hour ?? 0) % 24,
    minute: values.minute ?? 0,
    second: values.second ?? 0,
  };
}

const asUtc = (c: WallClock) => Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);

/** True when Intl knows the zone. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    partsFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at an instant, in minutes (Denver in winter: -420). */
export function timeZoneOffsetMinutes(epochMs: number, timeZone: string): number {
  const wholeSecond = Math.floor(epochMs / 1000) * 1000;
  return (asUtc(wallClockAt(wholeSecond, timeZone)) - wholeSecond) / 60_000;
}

/**
 * A wall-clock time in `timeZone` as a UTC ISO string with whole seconds ("2026-01-12T16:00:00Z").
 * In the hour skipped by a DST change the time is moved forward by the gap; in the repeated
 * hour the earlier instant wins. Returns null for an empty or malformed value.
 */
export function zonedLocalToUtcIso(local: string, timeZone: string): string | null {
  const match = LOCAL_PATTERN.exec(local.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0));
  if (Number.isNaN(wall)) return null;
  // Try the offsets in force a day either side; the one that maps back to the same wall clock wins.
  const candidates = [wall - 86_400_000, wall + 86_400_000]
    .map((probe) => wall - timeZoneOffsetMinutes(probe, timeZone) * 60_000)
    .sort((a, b) => a - b);
  const exact = candidates.find((instant) => asUtc(wallClockAt(instant, timeZone)) === wall);
  // No exact match: the time falls in a DST gap. Keep the wall-clock distance with the earlier offset.
  const instant = exact ?? wall - timeZoneOffsetMinutes(wall - 86_400_000, timeZone) * 60_000;
  return new Date(instant).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** A UTC instant as the datetime-local value it shows in `timeZone`; "" for a missing or bad instant. */
export function utcIsoToZonedLocal(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const epochMs = Date.parse(iso);
  if (Number.isNaN(epochMs)) return '';
  const c = wallClockAt(epochMs, timeZone);
  return `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}`;
}

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

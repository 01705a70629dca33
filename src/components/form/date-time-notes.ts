import { isLocalDateTime, timeZoneLongName, timeZoneOffsetMinutes, zonedLocalToUtcIso } from '@/lib/zoned-time';

/** "Course time: Mountain Standard Time" (the name in force at the chosen date, or now when there is none). */
export function zoneNote(timeZone: string, value: string): string {
  const iso = zonedLocalToUtcIso(value, timeZone);
  const at = iso ? Date.parse(iso) : Date.now();
  return `Course time: ${timeZoneLongName(timeZone, at)}.`;
}

/**
 * "9:00 AM in your time, Tue, Jan 12" when the viewer's zone is at a different offset from the course's at that
 * instant; null when they agree or there is no complete value.
 */
export function viewerTimeNote(value: string, timeZone: string, viewerTimeZone: string, locale?: string): string | null {
  if (!isLocalDateTime(value)) return null;
  const iso = zonedLocalToUtcIso(value, timeZone);
  if (!iso) return null;
  const at = Date.parse(iso);
  if (timeZoneOffsetMinutes(at, timeZone) === timeZoneOffsetMinutes(at, viewerTimeZone)) return null;
  const time = new Intl.DateTimeFormat(locale, { timeZone: viewerTimeZone, hour: 'numeric', minute: '2-digit' }).format(at);
  const day = new Intl.DateTimeFormat(locale, { timeZone: viewerTimeZone, weekday: 'short', month: 'short', day: 'numeric' }).format(at);
  return `${time} in your time, ${day}.`;
}

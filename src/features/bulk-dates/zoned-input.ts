import { utcIsoToZonedLocal, zonedLocalToUtcIso } from '@/lib/zoned-time';

/**
 * A date-time input's value ("2026-02-06T23:59", meant in the course zone) as an instant. The input shows
 * minutes only, so when the time of day is unchanged the previous instant's seconds are kept: moving a
 * 23:59:59 due date to another day must not make it 23:59:00. An empty value is "no date".
 */
export function inputValueToIso(local: string, previous: string | null | undefined, timeZone: string): string | null {
  if (!local) return null;
  const sameTime = previous ? utcIsoToZonedLocal(previous, timeZone).slice(11) === local.slice(11) : false;
  const seconds = previous && sameTime ? new Date(previous).getUTCSeconds() : 0;
  return zonedLocalToUtcIso(`${local}:${String(seconds).padStart(2, '0')}`, timeZone);
}

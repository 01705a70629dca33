import { utcIsoToZonedLocal, zonedLocalToUtcIso } from '@/lib/zoned-time';

const DAY_MS = 86_400_000;

/**
 * Moves an instant by whole calendar days in `timeZone`, keeping its wall-clock time there: 23:59 on the
 * Friday before a DST change is 23:59 on the Friday after it, not 22:59 or 00:59 (adding 7 × 24 hours would
 * be). Seconds are kept too (Canvas's end-of-day due dates are 23:59:59). An unreadable value comes back as is.
 */
export function shiftByDays(iso: string, days: number, timeZone: string): string {
  const local = utcIsoToZonedLocal(iso, timeZone);
  if (!local || days === 0) return iso;
  const [datePart = '', timePart = ''] = local.split('T');
  const [year, month, day] = datePart.split('-').map(Number);
  const shifted = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1) + days * DAY_MS).toISOString().slice(0, 10);
  // Zone offsets are whole minutes, so the seconds in the zone are the instant's UTC seconds.
  const seconds = String(new Date(iso).getUTCSeconds()).padStart(2, '0');
  return zonedLocalToUtcIso(`${shifted}T${timePart}:${seconds}`, timeZone) ?? iso;
}

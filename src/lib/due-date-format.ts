import { formatDate } from '@/lib/dates';

/** "Nov 24, 11:59 PM" in the course's zone: short enough for a grid cell. */
export function formatDueShort(iso: string, timeZone: string | undefined): string {
  return formatDate(iso, { style: 'day-time', timeZone }) ?? iso;
}

/** The full instant with its zone, for titles: "Nov 24, 2026, 11:59 PM MST". */
export function formatDueFull(iso: string, timeZone: string | undefined): string {
  return formatDate(iso, { style: 'date-time', timeZone }) ?? iso;
}

import { formatDate } from '@/lib/dates';

const compact = new Map<string, Intl.DateTimeFormat>();

/** "Nov 24, 11:59 PM" in the course's zone: short enough for a grid cell. */
export function formatDueShort(iso: string, timeZone: string | undefined): string {
  const key = timeZone ?? '';
  let format = compact.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };
    try {
      format = new Intl.DateTimeFormat(undefined, { ...options, timeZone });
    } catch {
      // An unknown zone from the server falls back to the browser's rather than breaking the grid.
      format = new Intl.DateTimeFormat(undefined, options);
    }
    compact.set(key, format);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}

/** The full instant with its zone, for titles: "Nov 24, 2026, 11:59 PM MST". */
export function formatDueFull(iso: string, timeZone: string | undefined): string {
  return formatDate(iso, { style: 'date-time', timeZone }) ?? iso;
}

/**
 * Date formatting with Intl. Canvas sends UTC instants; what a user expects to see
 * depends on a zone (the course's `time_zone`, or the browser's), so every helper
 * takes one explicitly.
 */

type DateStyle = 'date' | 'date-time' | 'short-date' | 'day-time';

const STYLE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { year: 'numeric', month: 'short', day: 'numeric' },
  'short-date': { month: 'short', day: 'numeric' },
  // "Nov 24, 11:59 PM": short enough for a grid cell.
  'day-time': { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  'date-time': { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
};

// Building a DateTimeFormat is costly; tables format thousands of cells.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(style: DateStyle, timeZone: string | undefined, locale: string | undefined): Intl.DateTimeFormat {
  const key = `${style}|${timeZone ?? ''}|${locale ?? ''}`;
  let cached = formatters.get(key);
  if (!cached) {
    try {
      cached = new Intl.DateTimeFormat(locale, { ...STYLE_OPTIONS[style], timeZone });
    } catch {
      // An unknown IANA zone from the server must not break the page: fall back to the browser zone.
      cached = new Intl.DateTimeFormat(locale, STYLE_OPTIONS[style]);
    }
    formatters.set(key, cached);
  }
  return cached;
}

function parseIsoDate(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Two due dates are the same when they name the same instant (offsets may differ); null is "no date". */
export function sameInstant(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return a === b;
  return Date.parse(a) === Date.parse(b);
}

export interface FormatDateOptions {
  style?: DateStyle;
  timeZone?: string;
  locale?: string;
}

/** Formats an ISO 8601 instant; `null` for missing or unparseable values so callers choose the placeholder. */
export function formatDate(iso: string | null | undefined, options: FormatDateOptions = {}): string | null {
  const date = parseIsoDate(iso);
  if (!date) return null;
  return formatter(options.style ?? 'date', options.timeZone, options.locale).format(date);
}

/** "Jan 8, 2025 – May 2, 2025", open-ended ranges as "From …" / "Until …", null when both are missing. */
export function formatDateRange(
  start: string | null | undefined,
  end: string | null | undefined,
  options: FormatDateOptions = {},
): string | null {
  const from = formatDate(start, options);
  const to = formatDate(end, options);
  if (from && to) return `${from} – ${to}`;
  if (from) return `From ${from}`;
  if (to) return `Until ${to}`;
  return null;
}

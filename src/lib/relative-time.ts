/**
 * "3 days ago", "in 2 hours", "just now": how recently something happened, for activity columns.
 * `now` is a parameter so tables render one consistent instant and tests are deterministic.
 */

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const formatters = new Map<string, Intl.RelativeTimeFormat>();

function formatter(locale: string | undefined): Intl.RelativeTimeFormat {
  const key = locale ?? '';
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    formatters.set(key, cached);
  }
  return cached;
}

/** Null for a missing or unparseable instant, so callers choose the placeholder. */
export function formatRelativeTime(iso: string | null | undefined, now: Date = new Date(), locale?: string): string | null {
  if (!iso) return null;
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  const seconds = Math.round((time - now.getTime()) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return 'just now';
  for (const [unit, size] of UNITS) {
    if (abs >= size) return formatter(locale).format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

import { formatCount } from './format-count';

/**
 * Students due per day, in a course's time zone: the data behind the due-date histograms. A day is the
 * course's day, so "due Nov 24" means Nov 24 where the course is.
 */

export interface DayBucket {
  /** `YYYY-MM-DD`, or null for students with no due date. */
  day: string | null;
  /** "Nov 24", or "No date". */
  label: string;
  count: number;
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** `YYYY-MM-DD` of an instant in a time zone (the course's). */
export function dayKey(iso: string, timeZone: string | undefined): string | null {
  const key = timeZone ?? '';
  let format = dayFormatters.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      format = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit' });
    }
    dayFormatters.set(key, format);
  }
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year ?? ''}-${parts.month ?? ''}-${parts.day ?? ''}`;
}

// Made on first use: building a date format while the module is evaluated added tens of milliseconds to the task
// that runs the due dates page's code, before its first row.
let shortDay: Intl.DateTimeFormat | undefined;

function dayLabel(day: string): string {
  shortDay ??= new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return shortDay.format(new Date(`${day}T12:00:00Z`));
}

/** How many of the given due dates fall on each day (course time zone), `count` times each; undated last. */
export function dayBuckets(dues: Iterable<{ dueAt: string | null; count: number }>, timeZone: string | undefined): DayBucket[] {
  const counts = new Map<string | null, number>();
  for (const { dueAt, count } of dues) {
    const day = dueAt ? dayKey(dueAt, timeZone) : null;
    counts.set(day, (counts.get(day) ?? 0) + count);
  }
  return [...counts]
    .map(([day, count]) => ({ day, count, label: day === null ? 'No date' : dayLabel(day) }))
    .sort((a, b) => (a.day === null ? 1 : b.day === null ? -1 : a.day.localeCompare(b.day)));
}

/** The chart's text equivalent: "38 students due Nov 24, 2 due Nov 26, 1 with no due date". */
export function histogramSummary(buckets: readonly DayBucket[]): string {
  if (buckets.length === 0) return 'No students are assigned';
  return buckets
    .map((bucket, index) => {
      const who = index === 0 ? formatCount(bucket.count, 'student') : String(bucket.count);
      return bucket.day === null ? `${who} with no due date` : `${who} due ${bucket.label}`;
    })
    .join(', ');
}

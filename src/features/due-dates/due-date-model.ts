import type { Assignment } from '@/api/schemas/assignment';
import type { EffectiveDueDates } from '@/api/schemas/effective-due-dates';
import { formatCount } from '@/lib/format-count';

/**
 * Pure helpers behind the due-dates grid and charts. Effective due dates (§2.19) list only students
 * an assignment is assigned to, keyed by string ids, with the date that applies after overrides.
 */

export type BaseAssignment = Pick<Assignment, 'id' | 'name' | 'due_at' | 'position'>;

export type DueCell = { kind: 'unassigned' } | { kind: 'due'; dueAt: string | null; isOverride: boolean };

function sameInstant(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return a === b;
  return Date.parse(a) === Date.parse(b);
}

/** The student's date, and whether it differs from the assignment's own (base) due date. */
export function dueCell(dates: EffectiveDueDates, assignment: BaseAssignment, studentId: number): DueCell {
  const entry = dates[String(assignment.id)]?.[String(studentId)];
  if (!entry) return { kind: 'unassigned' };
  return { kind: 'due', dueAt: entry.due_at, isOverride: !sameInstant(entry.due_at, assignment.due_at) };
}

/** Earliest due first (undated last), then Canvas's position, then name: the order work comes due. */
export function sortAssignments<T extends BaseAssignment>(assignments: readonly T[]): T[] {
  const time = (a: T) => (a.due_at ? Date.parse(a.due_at) : Infinity);
  return [...assignments].sort((a, b) => time(a) - time(b) || a.position - b.position || a.name.localeCompare(b.name));
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** `YYYY-MM-DD` of an instant in a time zone (the course's), so "due Nov 24" means Nov 24 there. */
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

export interface DayBucket {
  /** `YYYY-MM-DD`, or null for students with no due date. */
  day: string | null;
  /** "Nov 24", or "No date". */
  label: string;
  count: number;
}

const shortDay = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });

export function dayLabel(day: string): string {
  return shortDay.format(new Date(`${day}T12:00:00Z`));
}

/** How many assigned students are due on each day (course time zone); undated students last. */
export function dueHistogram(dates: EffectiveDueDates, assignmentId: number, timeZone: string | undefined): DayBucket[] {
  const counts = new Map<string | null, number>();
  for (const entry of Object.values(dates[String(assignmentId)] ?? {})) {
    const day = entry.due_at ? dayKey(entry.due_at, timeZone) : null;
    counts.set(day, (counts.get(day) ?? 0) + 1);
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

/** Assigned students whose date differs from the base date. */
export function overrideCount(dates: EffectiveDueDates, assignment: BaseAssignment): number {
  return Object.values(dates[String(assignment.id)] ?? {}).filter((entry) => !sameInstant(entry.due_at, assignment.due_at)).length;
}

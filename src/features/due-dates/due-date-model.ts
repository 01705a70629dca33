import type { Assignment } from '@/api/schemas/assignment';
import type { EffectiveDueDates } from '@/api/schemas/effective-due-dates';
import { dayBuckets, type DayBucket } from '@/lib/day-buckets';
import { sameInstant } from '@/lib/dates';
import type { CanvasId } from '@/api/schemas/ids';

/**
 * Pure helpers behind the due-dates grid and charts. Effective due dates (§2.19) list only students
 * an assignment is assigned to, keyed by string ids, with the date that applies after overrides.
 */

export type BaseAssignment = Pick<Assignment, 'id' | 'name' | 'due_at' | 'position'>;

export type DueCell = { kind: 'unassigned' } | { kind: 'due'; dueAt: string | null; isOverride: boolean };

/** The student's date, and whether it differs from the assignment's own (base) due date. */
export function dueCell(dates: EffectiveDueDates, assignment: BaseAssignment, studentId: CanvasId): DueCell {
  const entry = dates[assignment.id]?.[studentId];
  if (!entry) return { kind: 'unassigned' };
  return { kind: 'due', dueAt: entry.due_at, isOverride: !sameInstant(entry.due_at, assignment.due_at) };
}

/** Earliest due first (undated last), then Canvas's position, then name: the order work comes due. */
export function sortAssignments<T extends BaseAssignment>(assignments: readonly T[]): T[] {
  const time = (a: T) => (a.due_at ? Date.parse(a.due_at) : Infinity);
  return [...assignments].sort((a, b) => time(a) - time(b) || a.position - b.position || a.name.localeCompare(b.name));
}

/** How many assigned students are due on each day (course time zone); undated students last. */
export function dueHistogram(dates: EffectiveDueDates, assignmentId: CanvasId, timeZone: string | undefined): DayBucket[] {
  const dues = Object.values(dates[assignmentId] ?? {}).map((entry) => ({ dueAt: entry.due_at, count: 1 }));
  return dayBuckets(dues, timeZone);
}

/** Assigned students whose date differs from the base date. */
export function overrideCount(dates: EffectiveDueDates, assignment: BaseAssignment): number {
  return Object.values(dates[assignment.id] ?? {}).filter((entry) => !sameInstant(entry.due_at, assignment.due_at)).length;
}

import type { Assignment, AssignmentDate } from '@/api/schemas/assignment';

/** What the Due column says: no date, one date, or "Multiple dates" with the dates behind it. */
export type DueSummary =
  | { kind: 'none' }
  | { kind: 'single'; dueAt: string }
  | { kind: 'multiple'; dates: readonly AssignmentDate[]; count: number };

/** What the Available column says, from the unlock and lock dates that apply. */
export type Availability =
  | { kind: 'open' }
  | { kind: 'not-yet'; unlockAt: string }
  | { kind: 'until'; lockAt: string }
  | { kind: 'closed'; lockAt: string }
  | { kind: 'multiple' };

const sameDates = (a: AssignmentDate, b: AssignmentDate) =>
  a.due_at === b.due_at && (a.unlock_at ?? null) === (b.unlock_at ?? null) && (a.lock_at ?? null) === (b.lock_at ?? null);

/**
 * Canvas shows "Multiple dates" whenever all_dates holds more than one entry (Assignment#multipleDueDates),
 * even when every entry carries the same dates. We say "Multiple dates" only when the dates really differ:
 * a section override that repeats the base dates changes nothing a reader needs to know.
 */
export function summarizeDue(assignment: Pick<Assignment, 'due_at' | 'all_dates' | 'all_dates_count'>): DueSummary {
  const dates = assignment.all_dates ?? [];
  // With 25 or more overrides Canvas sends all_dates: [] and only the count.
  if (dates.length === 0 && (assignment.all_dates_count ?? 0) > 1) {
    return { kind: 'multiple', dates: [], count: assignment.all_dates_count ?? 0 };
  }
  const [first] = dates;
  if (first && dates.some((date) => !sameDates(date, first))) return { kind: 'multiple', dates, count: dates.length };
  // One set of dates (or none sent): the caller's own due date, or the single entry's when the base has none.
  const dueAt = assignment.due_at ?? first?.due_at ?? null;
  return dueAt ? { kind: 'single', dueAt } : { kind: 'none' };
}

/** Canvas's DateGroup states: pending ("Not available until"), open until a lock date, or closed. */
export function availabilityOf(dates: Pick<AssignmentDate, 'unlock_at' | 'lock_at'>, now: Date): Availability {
  const unlock = dates.unlock_at ? Date.parse(dates.unlock_at) : null;
  const lock = dates.lock_at ? Date.parse(dates.lock_at) : null;
  if (unlock !== null && unlock > now.getTime()) return { kind: 'not-yet', unlockAt: dates.unlock_at ?? '' };
  if (lock !== null && lock <= now.getTime()) return { kind: 'closed', lockAt: dates.lock_at ?? '' };
  if (lock !== null) return { kind: 'until', lockAt: dates.lock_at ?? '' };
  return { kind: 'open' };
}

/** The assignment's availability; "multiple" when its date sets disagree on it. */
export function summarizeAvailability(
  assignment: Pick<Assignment, 'unlock_at' | 'lock_at' | 'all_dates' | 'all_dates_count'>,
  now: Date,
): Availability {
  const [first, ...rest] = (assignment.all_dates ?? []).map((date) => availabilityOf(date, now));
  if (!first) return (assignment.all_dates_count ?? 0) > 1 ? { kind: 'multiple' } : availabilityOf(assignment, now);
  const key = (state: Availability) => JSON.stringify(state);
  return rest.every((state) => key(state) === key(first)) ? first : { kind: 'multiple' };
}

/**
 * A student's view: the assignment's own dates, which the server has already replaced with the override that
 * applies to them. Canvas lists only a student's own overrides in all_dates (the base too only when none applies,
 * Assignment#all_dates_visible_to), so other students' dates never show, whatever a server sends.
 */
export function ownDates<T extends Pick<Assignment, 'all_dates' | 'all_dates_count'>>(assignment: T): T {
  return { ...assignment, all_dates: undefined, all_dates_count: undefined };
}

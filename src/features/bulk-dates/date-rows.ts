import type { Assignment } from '@/api/schemas/assignment';
import type { AssignmentOverride } from '@/api/schemas/assignment-override';
import type { CanvasId } from '@/api/schemas/ids';

export const DATE_FIELDS = ['due_at', 'unlock_at', 'lock_at'] as const;
export type DateField = (typeof DATE_FIELDS)[number];

/**
 * A row's dates: an ISO instant, `null` for "no date", and (overrides only) a missing key for a date the
 * override does not override, so the assignment's own date applies (docs/canvas-contract.md §4.7).
 */
export type RowDates = Partial<Record<DateField, string | null>>;

/** One line of the bulk editor: an assignment's base dates, or one of its overrides beneath it. */
export interface DateRow {
  /** Stable across reloads: "a12" for assignment 12, "o34" for override 34. */
  id: string;
  kind: 'assignment' | 'override';
  assignmentId: CanvasId;
  overrideId?: CanvasId;
  /** The assignment's name, or the override's title ("Section 2", "3 students"). */
  title: string;
  assignmentName: string;
  /** The dates as loaded. */
  dates: RowDates;
  /** Adhoc overrides only: their students, resent with every update because an update replaces. */
  studentIds?: readonly CanvasId[];
}

function overrideDates(override: AssignmentOverride): RowDates {
  const dates: RowDates = {};
  for (const field of DATE_FIELDS) {
    const value = override[field];
    if (value !== undefined) dates[field] = value;
  }
  return dates;
}

/** Every assignment in the order given, each followed by the overrides it came with (include[]=overrides). */
export function buildDateRows(assignments: readonly Assignment[]): DateRow[] {
  return assignments.flatMap((assignment) => {
    const base: DateRow = {
      id: `a${assignment.id}`,
      kind: 'assignment',
      assignmentId: assignment.id,
      title: assignment.name,
      assignmentName: assignment.name,
      dates: { due_at: assignment.due_at, unlock_at: assignment.unlock_at, lock_at: assignment.lock_at },
    };
    const overrides = (assignment.overrides ?? []).map(
      (override): DateRow => ({
        id: `o${override.id}`,
        kind: 'override',
        assignmentId: assignment.id,
        overrideId: override.id,
        title: override.title,
        assignmentName: assignment.name,
        dates: overrideDates(override),
        studentIds: override.student_ids,
      }),
    );
    return [base, ...overrides];
  });
}

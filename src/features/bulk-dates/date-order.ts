import type { DateField, RowDates } from './date-rows';

/** What the table calls each date column; messages name the cell the way the user sees it. */
export const DATE_LABELS: Record<DateField, string> = { due_at: 'Due', unlock_at: 'Available from', lock_at: 'Until' };

export interface DateOrderProblem {
  /** The cell to fix (and to focus). */
  field: DateField;
  message: string;
}

/**
 * Canvas's date rules for an assignment and for each override, checked in the same order as its validator:
 * available from not after due, due not after until, available from not after until. Equal dates are fine.
 */
const RULES: readonly { early: DateField; late: DateField; field: DateField; message: string }[] = [
  { early: 'unlock_at', late: 'due_at', field: 'unlock_at', message: '“Available from” is after the due date' },
  { early: 'due_at', late: 'lock_at', field: 'lock_at', message: '“Until” is before the due date' },
  { early: 'unlock_at', late: 'lock_at', field: 'unlock_at', message: '“Available from” is after “Until”' },
];

/** The first rule a row's dates break, or null. Dates that are absent or empty are not compared. */
export function dateOrderProblem(dates: RowDates): DateOrderProblem | null {
  for (const rule of RULES) {
    const early = dates[rule.early];
    const late = dates[rule.late];
    if (early && late && Date.parse(early) > Date.parse(late)) return { field: rule.field, message: rule.message };
  }
  return null;
}

import { datesOutOfOrder } from '@/lib/date-order';
import type { DateField, RowDates } from './date-rows';

/** What the table calls each date column; messages name the cell the way the user sees it. */
export const DATE_LABELS: Record<DateField, string> = { due_at: 'Due', unlock_at: 'Available from', lock_at: 'Until' };

export interface DateOrderProblem {
  /** The cell to fix (and to focus). */
  field: DateField;
  message: string;
}

/** The cell each broken rule (earlier → later) is reported on, and what it says. */
const PROBLEMS: Record<string, DateOrderProblem> = {
  'unlock_at>due_at': { field: 'unlock_at', message: '“Available from” is after the due date' },
  'due_at>lock_at': { field: 'lock_at', message: '“Until” is before the due date' },
  'unlock_at>lock_at': { field: 'unlock_at', message: '“Available from” is after “Until”' },
};

/** The first of Canvas's date rules a row's dates break, or null. Dates that are absent or empty are not compared. */
export function dateOrderProblem(dates: RowDates): DateOrderProblem | null {
  const [broken] = datesOutOfOrder(dates, Date.parse);
  return broken ? (PROBLEMS[broken.join('>')] ?? null) : null;
}

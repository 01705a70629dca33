import { fieldError, type FieldError } from '../../canvas/errors';

/** The dates Canvas holds in order, on an assignment's base dates and on each override. */
export type OrderedDates = Partial<Record<'due_at' | 'unlock_at' | 'lock_at', string | null>>;

/** The order Canvas's date validation holds dates to; equal dates are fine. */
const DATE_ORDER = [
  { early: 'unlock_at', late: 'due_at', field: 'unlock_at', message: 'Unlock date cannot be after due date' },
  { early: 'due_at', late: 'lock_at', field: 'lock_at', message: 'Lock date cannot be before due date' },
  { early: 'unlock_at', late: 'lock_at', field: 'unlock_at', message: 'Unlock date cannot be after lock date' },
] as const;

/** One error per field whose date is out of order, keyed by that field; empty when the dates are in order. */
export function dateOrderErrors(dates: OrderedDates): Record<string, FieldError[]> {
  const errors: Record<string, FieldError[]> = {};
  for (const rule of DATE_ORDER) {
    const early = dates[rule.early];
    const late = dates[rule.late];
    if (early && late && Date.parse(early) > Date.parse(late) && !errors[rule.field]) {
      Object.assign(errors, fieldError(rule.field, 'invalid', rule.message));
    }
  }
  return errors;
}

import { DATE_FIELDS, type DateField, type DateRow, type RowDates } from './date-rows';
import { shiftByDays } from './shift-dates';

/** Unsaved dates by row id: the whole date set the row will have, so a save can resend every kept date. */
export type Edits = ReadonlyMap<string, RowDates>;

/** Two date values are the same when both are absent, both "no date", or the same instant however written. */
function sameDate(a: string | null | undefined, b: string | null | undefined): boolean {
  if (a === undefined || a === null || b === undefined || b === null) return a === b;
  return Date.parse(a) === Date.parse(b);
}

export function currentDates(row: DateRow, edits: Edits): RowDates {
  return edits.get(row.id) ?? row.dates;
}

/** The fields whose value differs from what was loaded, in column order. */
export function changedFields(row: DateRow, edits: Edits): DateField[] {
  const edited = edits.get(row.id);
  if (!edited) return [];
  return DATE_FIELDS.filter((field) => !sameDate(edited[field], row.dates[field]));
}

/** Records a row's new dates, dropping the entry when they are back to what was loaded. */
function withDates(edits: Edits, row: DateRow, dates: RowDates): Edits {
  const next = new Map(edits);
  if (DATE_FIELDS.every((field) => sameDate(dates[field], row.dates[field]))) next.delete(row.id);
  else next.set(row.id, dates);
  return next;
}

/** One cell edited: an instant, or `null` for "no date" (which also overrides a date an override did not). */
export function setDate(edits: Edits, row: DateRow, field: DateField, value: string | null): Edits {
  return withDates(edits, row, { ...currentDates(row, edits), [field]: value });
}

function mapRows(edits: Edits, rows: readonly DateRow[], change: (dates: RowDates) => RowDates): Edits {
  return rows.reduce((next, row) => withDates(next, row, change(currentDates(row, next))), edits);
}

/** Every date the rows set moves by `days` calendar days in the course zone; "no date" stays empty. */
export function shiftRows(edits: Edits, rows: readonly DateRow[], days: number, timeZone: string): Edits {
  return mapRows(edits, rows, (dates) => {
    const shifted: RowDates = { ...dates };
    for (const field of DATE_FIELDS) {
      const value = dates[field];
      if (value) shifted[field] = shiftByDays(value, days, timeZone);
    }
    return shifted;
  });
}

/** Clears every date the rows set; an override keeps not overriding what it did not override. */
export function removeDates(edits: Edits, rows: readonly DateRow[]): Edits {
  return mapRows(edits, rows, (dates) => {
    const cleared: RowDates = { ...dates };
    for (const field of DATE_FIELDS) if (dates[field] !== undefined) cleared[field] = null;
    return cleared;
  });
}

/** The loaded dates back for these rows (after a save, or to drop an edit). */
export function discardEdits(edits: Edits, rowIds: Iterable<string>): Edits {
  const next = new Map(edits);
  for (const id of rowIds) next.delete(id);
  return next;
}

import type { AssignmentFields } from '@/api/assignments';
import type { OverrideFields } from '@/api/assignment-overrides';
import { changedFields, currentDates, type Edits } from './date-edits';
import { dateOrderProblem, type DateOrderProblem } from './date-order';
import { DATE_FIELDS, type DateField, type DateRow, type RowDates } from './date-rows';
import type { CanvasId } from '@/api/schemas/ids';

/** One PUT of a save: an assignment's changed base dates, or an override replaced with every date it keeps. */
export type SaveRequest =
  | { rowId: string; kind: 'assignment'; assignmentId: CanvasId; fields: AssignmentFields }
  | { rowId: string; kind: 'override'; assignmentId: CanvasId; overrideId: CanvasId; fields: OverrideFields };

export interface SavePlan {
  requests: SaveRequest[];
  /** Rows not sent because their dates are out of order, by row id. */
  invalid: Map<string, DateOrderProblem>;
}

/** PUT /assignments/:id changes only the keys it is sent (§4.5), so only the changed dates go. */
function assignmentFields(dates: RowDates, changed: readonly DateField[]): AssignmentFields {
  const fields: AssignmentFields = {};
  for (const field of changed) fields[field] = dates[field] ?? null;
  return fields;
}

/**
 * PUT /overrides/:id replaces (§4.11): a date left out stops being overridden, so every date the override
 * keeps is sent again. An adhoc override also gets its students and title back, so a student list or a
 * custom title can never be lost or recounted by a date change.
 */
function overrideFields(row: DateRow, dates: RowDates): OverrideFields {
  const fields: OverrideFields = {};
  for (const field of DATE_FIELDS) if (dates[field] !== undefined) fields[field] = dates[field];
  if (row.studentIds) {
    fields.student_ids = row.studentIds;
    fields.title = row.title;
  }
  return fields;
}

/** The requests that save the changed rows (all of them, or only those in `only`), after the date-order check. */
export function planSave(rows: readonly DateRow[], edits: Edits, only?: ReadonlySet<string>): SavePlan {
  const requests: SaveRequest[] = [];
  const invalid = new Map<string, DateOrderProblem>();
  for (const row of rows) {
    const changed = changedFields(row, edits);
    if ((only && !only.has(row.id)) || changed.length === 0) continue;
    const dates = currentDates(row, edits);
    const problem = dateOrderProblem(dates);
    if (problem) invalid.set(row.id, problem);
    else if (row.kind === 'assignment') requests.push({ rowId: row.id, kind: 'assignment', assignmentId: row.assignmentId, fields: assignmentFields(dates, changed) });
    else if (row.overrideId !== undefined) {
      requests.push({ rowId: row.id, kind: 'override', assignmentId: row.assignmentId, overrideId: row.overrideId, fields: overrideFields(row, dates) });
    }
  }
  return { requests, invalid };
}

import type { Db } from '../../canvas/context';
import { CanvasError } from '../../canvas/errors';
import { isTree, type ParamTree, type ParamValue } from '../../canvas/params';
import type { AssignmentRow } from '../assignments/assignment-row';
import { listActiveAssignments } from '../assignments/assignments.store';
import { interpretOverrideData, isPresent, type OverrideData } from './override-params';
import type { OverrideWithSet } from './overrides.store';

/**
 * The batch actions' reading of `assignment_overrides[]` (canvas-lms lib/api/v1/assignment_override.rb:
 * deserialize_overrides, check_property, interpret_batch_assignment_overrides_data). Errors come back as Canvas
 * sends them: one list for the whole request, or one entry per item, null for the items that were fine.
 */

export type BatchItem = { assignment: AssignmentRow; existing: OverrideWithSet | undefined; data: OverrideData };
type ItemErrors = (string[] | null)[];

export const batchError = (errors: unknown[]) => new CanvasError(400, { errors });

/** A Rails index map (`assignment_overrides[0][id]`) is read as the list; any other hash is no list at all. */
function deserialize(value: ParamValue | undefined): ParamValue | undefined {
  if (!isTree(value)) return value;
  const keys = Object.keys(value);
  if (!keys.every((key) => /^(0|[1-9]\d*)$/.test(key))) return undefined;
  const indices = keys.map(Number).sort((a, b) => a - b);
  if (!indices.every((index, i) => index === i)) return undefined;
  return indices.map((index) => value[String(index)] ?? null);
}

/** Ruby's `to_i`: the leading integer of a text, else 0. */
export function rubyInteger(value: ParamValue | undefined): number {
  if (typeof value === 'number') return Math.trunc(value);
  const match = typeof value === 'string' ? /^\s*[+-]?\d+/.exec(value) : null;
  return match ? Number(match[0]) : 0;
}

const field = (item: ParamValue, key: string): ParamValue | undefined => (isTree(item) ? item[key] : undefined);
const asText = (value: ParamValue | undefined) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** batch_retrieve's requests: a non-empty list of `{id, assignment_id}` hashes. */
export function retrieveRequests(raw: ParamValue | undefined): ParamTree[] {
  const list = deserialize(raw);
  if (!isPresent(list)) throw batchError(['no assignment_overrides values present']);
  const wellFormed = (item: ParamValue): item is ParamTree => isTree(item) && 'assignment_id' in item && 'id' in item;
  if (!Array.isArray(list) || !list.every(wellFormed)) throw batchError(['must specify an array with entry format { id, assignment_id }']);
  return list;
}

/** check_property: every item names its assignment; an update names its override, a create must not. */
function shapeErrors(list: ParamValue[], forUpdate: boolean): ItemErrors {
  return list.map((item) => {
    const errors: string[] = [];
    if (!isPresent(field(item, 'assignment_id'))) errors.push('must specify an assignment id');
    const named = isPresent(field(item, 'id'));
    if (forUpdate && !named) errors.push('must specify an override id');
    if (!forUpdate && named) errors.push('may not specify an override id');
    return errors.length > 0 ? errors : null;
  });
}

const failed = (errors: ItemErrors) => errors.some((entry) => entry !== null);

/** What one item sets, or the list interpret_assignment_override_data answers as `{"errors":["…"]}`. */
function itemData(db: Db, assignment: AssignmentRow, item: ParamValue, existing: OverrideWithSet | undefined): OverrideData | string[] {
  try {
    return interpretOverrideData(db, assignment, item, existing?.set_type);
  } catch (error) {
    const body = error instanceof CanvasError ? (error.body as { errors?: unknown }) : undefined;
    if (Array.isArray(body?.errors)) return body.errors as string[];
    throw error;
  }
}

/** One item: its assignment, for an update the visible override it names, and what it sets; else its errors. */
function readItem(
  db: Db,
  assignments: AssignmentRow[],
  item: ParamValue,
  visibleOf: ((assignment: AssignmentRow) => OverrideWithSet[]) | undefined,
): BatchItem | string[] {
  const assignment = assignments.find((a) => String(a.id) === asText(field(item, 'assignment_id')));
  if (!assignment) return ['assignment not found'];
  const existing = visibleOf?.(assignment).find((o) => String(o.id) === asText(field(item, 'id')));
  if (visibleOf && !existing) return ['override not found'];
  const data = itemData(db, assignment, item, existing);
  return Array.isArray(data) ? data : { assignment, existing, data };
}

/**
 * Reads every item against the course's active assignments and, for an update, the overrides the caller may see
 * (`visibleOf`); throws Canvas's 400 naming each item's errors when any item has one, so nothing is written.
 */
export function interpretBatch(
  db: Db,
  courseId: number,
  raw: ParamValue | undefined,
  forUpdate: boolean,
  visibleOf: (assignment: AssignmentRow) => OverrideWithSet[],
): BatchItem[] {
  const list = deserialize(raw);
  if (!isPresent(list)) throw batchError(['no assignment override data present']);
  if (!Array.isArray(list)) throw batchError(['must specify an array of overrides']);
  const errors = shapeErrors(list, forUpdate);
  if (failed(errors)) throw batchError(errors);
  const ids = list.map((item) => asText(field(item, 'assignment_id'))).filter((id) => /^\d{1,15}$/.test(id)).map(Number);
  const assignments = listActiveAssignments(db, courseId, [...new Set(ids)]);
  const read = list.map((item) => readItem(db, assignments, item, forUpdate ? visibleOf : undefined));
  read.forEach((item, i) => {
    if (Array.isArray(item)) errors[i] = item;
  });
  if (failed(errors)) throw batchError(errors);
  return read.filter((item): item is BatchItem => !Array.isArray(item));
}

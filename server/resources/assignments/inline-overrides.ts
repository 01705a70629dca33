import type { Db } from '../../canvas/context';
import { validationFailed } from '../../canvas/errors';
import { isTree, type ParamTree, type ParamValue } from '../../canvas/params';
import type { CourseAccess } from '../../canvas/permissions';
import type { CourseRow } from '../courses/course-row';
import { readOverrideData, type OverrideData } from '../overrides/override-params';
import { deleteOverride, saveOverride } from '../overrides/override-save';
import { visibleOverrides } from '../overrides/override-visibility';
import { overrideStudentIds, type OverrideWithSet } from '../overrides/overrides.store';
import type { AssignmentRow } from './assignment-row';

/**
 * `assignment[assignment_overrides][]` on create and edit, as Api::V1::AssignmentOverride's
 * batch_update_assignment_overrides applies it (lib/api/v1/assignment_override.rb): the assignment's overrides
 * become exactly the list sent. An item naming one of its overrides by `id` updates it, any other item creates one,
 * and overrides left out are deleted, except those the caller cannot see (a section-limited TA's view), which stay.
 * Every item is read before anything is written; the caller's transaction holds the assignment write too.
 */

/** Who writes: their course view decides which overrides they can see, and so replace. */
export type OverrideWriter = { callerId: number; course: CourseRow; access: CourseAccess };

/**
 * deserialize_overrides: a list, or a form's index-keyed hash (`[0]`, `[1]`, … with no gaps) taken in index order.
 * JSON null and a blank form value mean an empty list (Canvas reads a sent but empty key as []); any other shape is
 * undefined, refused by the caller.
 */
export function readOverrideList(value: ParamValue): ParamValue[] | undefined {
  if (value === null || value === '') return [];
  if (Array.isArray(value)) return value;
  if (!isTree(value)) return undefined;
  const keys = Object.keys(value);
  if (!keys.every((key, index) => keys.includes(String(index)) && /^(0|[1-9]\d*)$/.test(key))) return undefined;
  return keys.map((_, index) => value[String(index)] ?? null);
}

type Planned = { data: OverrideData; existing?: OverrideWithSet };

const sentId = (item: ParamValue) => {
  const id = isTree(item) ? item.id : undefined;
  return typeof id === 'number' || typeof id === 'string' ? Number(id) : NaN;
};

/** An adhoc override keeps the students the caller cannot see: they are added back to the list sent. */
function withHiddenStudents(item: ParamValue, hidden: number[]): ParamValue {
  if (!isTree(item) || hidden.length === 0 || !Array.isArray(item.student_ids)) return item;
  const studentIds = [...item.student_ids, ...hidden.map(String)];
  const count = studentIds.length;
  const copy: ParamTree = { ...item, student_ids: studentIds, title: count === 1 ? '1 student' : `${count} students` };
  return copy;
}

/** Reads every item against the overrides the writer sees; the per-item parameter errors go under `base`, as Canvas's. */
function plan(db: Db, writer: OverrideWriter, assignment: AssignmentRow, items: ParamValue[]): { planned: Planned[]; replaceable: OverrideWithSet[] } {
  const visible = visibleOverrides(db, writer.callerId, { course: writer.course, access: writer.access, assignment });
  const everyone = overrideStudentIds(db, visible.map(({ override }) => override.id));
  const errors: string[] = [];
  const planned = items.flatMap((item): Planned[] => {
    const found = visible.find(({ override }) => override.id === sentId(item));
    const hidden = found ? (everyone.get(found.override.id) ?? []).filter((id) => !found.studentIds.includes(id)) : [];
    const read = readOverrideData(db, assignment, withHiddenStudents(item, hidden), found?.override.set_type);
    if ('errors' in read) {
      errors.push(read.errors.join(','));
      return [];
    }
    return [{ data: read.data, ...(found ? { existing: found.override } : {}) }];
  });
  if (errors.length > 0) throw validationFailed({ base: errors.map((message) => ({ attribute: 'base', type: message, message })) });
  return { planned, replaceable: visible.map(({ override }) => override) };
}

/** Makes the assignment's overrides the list sent: deletes, then updates, then creates, as Canvas orders them. */
export function replaceOverrides(db: Db, writer: OverrideWriter, assignment: AssignmentRow, items: ParamValue[]): void {
  const { planned, replaceable } = plan(db, writer, assignment, items);
  const kept = new Set(planned.flatMap(({ existing }) => (existing ? [existing.id] : [])));
  for (const override of replaceable) if (!kept.has(override.id)) deleteOverride(db, override);
  const context = { assignment, timeZone: writer.course.time_zone };
  for (const { data, existing } of planned) if (existing) saveOverride(db, context, data, existing);
  for (const { data, existing } of planned) if (!existing) saveOverride(db, context, data);
}

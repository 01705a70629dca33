import type { Db } from '../../canvas/context';
import { allDayFields, nowIso } from '../../canvas/dates';
import { fieldError, validationFailed, type FieldError } from '../../canvas/errors';
import type { ParamValue } from '../../canvas/params';
import type { AssignmentRow } from '../assignments/assignment-row';
import { dateOrderErrors } from '../assignments/date-order';
import { syncSubmissionRows } from '../assignments/submission-rows';
import type { OverrideData, OverrideTarget } from './override-params';
import { overrideStudentIds, studentsInOtherOverrides, type OverrideWithSet } from './overrides.store';
import { prepared } from '../../db/statements';

/**
 * Canvas's `update_assignment_override` and the AssignmentOverride model's validations: the title, one
 * override per section, group or student, and dates in order. All rows of one save are one transaction, with
 * the submission rows of the students then assigned (decision 11).
 */

const MAX_TITLE = 255;

/** AssignmentOverride.title_from_student_count. */
const studentCountTitle = (count: number) => (count === 1 ? '1 student' : `${count} students`);

/** Adhoc: the title sent, else one counted from new students, else the old one; a set takes its name. */
function resolveTitle(data: OverrideData, existing: OverrideWithSet | undefined): ParamValue {
  const target = data.target;
  if (target && target.type !== 'ADHOC') return target.set.name;
  if (existing && existing.set_type !== 'ADHOC') return existing.set_name ?? existing.title;
  if (data.title !== undefined && data.title !== null) return data.title;
  if (target) return studentCountTitle(target.students.length);
  return existing?.title ?? 'No Title';
}

/** The title as text, with the model's errors for it (presence, length; a list or hash is invalid). */
function readTitle(title: ParamValue): { text: string; errors: Record<string, FieldError[]> } {
  if (typeof title !== 'string' && typeof title !== 'number') return { text: '', errors: fieldError('title', 'invalid', 'is invalid') };
  const text = String(title);
  if (text.trim() === '') return { text, errors: fieldError('title', 'blank', "can't be blank") };
  if (text.length > MAX_TITLE) return { text, errors: fieldError('title', 'too_long', `is too long (maximum is ${MAX_TITLE} characters)`) };
  return { text, errors: {} };
}

/** A second active override of the assignment for the same section, group or students. */
function duplicateErrors(db: Db, assignment: AssignmentRow, target: OverrideTarget | undefined, overrideId: number | null) {
  if (!target) return {};
  if (target.type === 'ADHOC') {
    const taken = studentsInOtherOverrides(db, assignment.id, target.students, overrideId);
    if (taken.length === 0) return {};
    const error = { attribute: 'assignment_override_students', type: 'taken', message: 'already belongs to an assignment override' };
    return { assignment_override_students: taken.map(() => error) };
  }
  const other = prepared<[number, string, number, number], { id: number }>(db,
      `SELECT id FROM assignment_overrides WHERE assignment_id = ? AND set_type = ? AND set_id = ? AND workflow_state = 'active' AND id != ?`,
    )
    .get(assignment.id, target.type, target.set.id, overrideId ?? 0);
  if (!other) return {};
  return fieldError('set_id', 'taken', `"${target.set.name}" is already assigned more than once. Remove the duplicate before saving.`);
}

const overridden = (data: OverrideData, field: keyof OverrideData['dates']) => field in data.dates;

/** Assignment.all_day_interpretation: kept as it was when the due date did not change, else read from it. */
function allDayOf(data: OverrideData, existing: OverrideWithSet | undefined, timeZone: string) {
  const dueAt = data.dates.due_at ?? null;
  if (existing?.due_at_overridden && overridden(data, 'due_at') && existing.due_at === dueAt) {
    return { all_day: existing.all_day, all_day_date: existing.all_day_date };
  }
  const fields = allDayFields(dueAt, timeZone);
  return { all_day: Number(fields.all_day), all_day_date: fields.all_day_date };
}

/** Validates and writes the override (a new one when `existing` is undefined); returns its id. */
export function saveOverride(
  db: Db,
  context: { assignment: AssignmentRow; timeZone: string },
  data: OverrideData,
  existing?: OverrideWithSet,
): number {
  const { assignment } = context;
  return db.transaction(() => {
    const title = readTitle(resolveTitle(data, existing));
    const errors = { ...title.errors, ...duplicateErrors(db, assignment, data.target, existing?.id ?? null), ...dateOrderErrors(data.dates) };
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    const now = nowIso();
    const allDay = allDayOf(data, existing, context.timeZone);
    const row = {
      title: title.text,
      due_at: data.dates.due_at ?? null,
      due_at_overridden: Number(overridden(data, 'due_at')),
      all_day: allDay.all_day,
      all_day_date: allDay.all_day_date,
      unlock_at: data.dates.unlock_at ?? null,
      unlock_at_overridden: Number(overridden(data, 'unlock_at')),
      lock_at: data.dates.lock_at ?? null,
      lock_at_overridden: Number(overridden(data, 'lock_at')),
      updated_at: now,
    };
    const id = existing ? updateRow(db, existing.id, row) : insertRow(db, assignment.id, data.target, { ...row, created_at: now });
    if (data.target?.type === 'ADHOC') replaceStudents(db, assignment.id, id, data.target.students);
    prepared(db, 'UPDATE assignments SET updated_at = ? WHERE id = ?').run(now, assignment.id);
    syncSubmissionRows(db, assignment.course_id, [assignment.id]);
    return id;
  }).immediate();
}

type RowValues = Record<string, string | number | null>;

function insertRow(db: Db, assignmentId: number, target: OverrideTarget | undefined, row: RowValues): number {
  const values = {
    ...row,
    assignment_id: assignmentId,
    set_type: target?.type ?? 'ADHOC',
    set_id: target && target.type !== 'ADHOC' ? target.set.id : null,
  };
  const columns = Object.keys(values);
  const sql = `INSERT INTO assignment_overrides (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`;
  return Number(prepared(db, sql).run(values).lastInsertRowid);
}

function updateRow(db: Db, id: number, row: RowValues): number {
  const sets = Object.keys(row).map((column) => `${column} = @${column}`).join(', ');
  prepared(db, `UPDATE assignment_overrides SET ${sets} WHERE id = @id`).run({ ...row, id });
  return id;
}

/** The override's students become exactly `students`: those no longer listed leave, new ones join. */
function replaceStudents(db: Db, assignmentId: number, overrideId: number, students: number[]): void {
  const current = overrideStudentIds(db, [overrideId]).get(overrideId) ?? [];
  const remove = prepared(db, 'DELETE FROM assignment_override_students WHERE assignment_override_id = ? AND user_id = ?');
  for (const userId of current.filter((id) => !students.includes(id))) remove.run(overrideId, userId);
  const add = prepared(db, 'INSERT INTO assignment_override_students (assignment_override_id, assignment_id, user_id) VALUES (?, ?, ?)');
  for (const userId of students.filter((id) => !current.includes(id))) add.run(overrideId, assignmentId, userId);
}

/** Canvas's AssignmentOverride#destroy: the override is marked deleted and its students released. */
export function deleteOverride(db: Db, override: OverrideWithSet): void {
  db.transaction(() => {
    const now = nowIso();
    prepared(db, 'DELETE FROM assignment_override_students WHERE assignment_override_id = ?').run(override.id);
    prepared(db, `UPDATE assignment_overrides SET workflow_state = 'deleted', updated_at = ? WHERE id = ?`).run(now, override.id);
    prepared(db, 'UPDATE assignments SET updated_at = ? WHERE id = ?').run(now, override.assignment_id);
    const courseId = prepared<[number], { course_id: number }>(db, 'SELECT course_id FROM assignments WHERE id = ?').get(override.assignment_id)?.course_id;
    if (courseId !== undefined) syncSubmissionRows(db, courseId, [override.assignment_id]);
  }).immediate();
}

import type { Db } from '../../canvas/context';
import { nowIso } from '../../canvas/dates';
import { placeholders } from '../../db/sql';
import { findActiveAssignmentGroup, insertAssignmentGroup } from '../assignment-groups/assignment-groups.store';
import type { AssignmentColumns } from './assignment-columns';
import type { AssignmentRow } from './assignment-row';
import { prepared } from '../../db/statements';

/** SQL for the assignment writes: the default group, places within a group, inserts, edits and the soft delete. */

/** Course#assignment_groups.active.first, or a new "Assignments" group when the course has none (as Canvas). */
function defaultAssignmentGroup(db: Db, courseId: number): number {
  const first = prepared<[number], { id: number }>(db,
      `SELECT id FROM assignment_groups WHERE course_id = ? AND workflow_state != 'deleted' ORDER BY position, name COLLATE NOCASE, id LIMIT 1`,
    )
    .get(courseId);
  return first?.id ?? insertAssignmentGroup(db, courseId, { name: 'Assignments' });
}

/** The group an assignment goes to: the one asked for when it is the course's, else the default. */
export function resolveAssignmentGroup(db: Db, courseId: number, requested: number | null | undefined, current?: number): number {
  if (requested === undefined && current !== undefined) return current;
  const found = requested ? findActiveAssignmentGroup(db, courseId, requested) : undefined;
  return found?.id ?? defaultAssignmentGroup(db, courseId);
}

/** context.group_categories.where(id:).first: another course's or an unknown group set is none. */
export function resolveGroupCategory(db: Db, courseId: number, requested: number | null): number | null {
  if (requested === null) return null;
  return prepared<[number, number], { id: number }>(db, 'SELECT id FROM group_categories WHERE id = ? AND course_id = ?').get(requested, courseId)?.id ?? null;
}

const activeInGroup = (db: Db, groupId: number, exceptId: number) =>
  prepared<[number, number], { id: number }>(db,
      `SELECT id FROM assignments WHERE assignment_group_id = ? AND workflow_state != 'deleted' AND id != ? ORDER BY position, id`,
    )
    .all(groupId, exceptId)
    .map((row) => row.id);

/** The position after the group's last active assignment (acts_as_list's bottom). */
export function bottomPosition(db: Db, groupId: number): number {
  const row = prepared<[number], { n: number | null }>(db, `SELECT MAX(position) AS n FROM assignments WHERE assignment_group_id = ? AND workflow_state != 'deleted'`)
    .get(groupId);
  return (row?.n ?? 0) + 1;
}

/** acts_as_list's insert_at: the assignment takes `position` in its group and the others close up around it, 1..n. */
export function insertAt(db: Db, assignmentId: number, groupId: number, position: number): void {
  const order = activeInGroup(db, groupId, assignmentId);
  order.splice(Math.min(Math.max(position - 1, 0), order.length), 0, assignmentId);
  const place = prepared(db, 'UPDATE assignments SET position = ? WHERE id = ? AND position != ?');
  order.forEach((id, index) => place.run(index + 1, id, index + 1));
}

type Placement = { courseId: number; groupId: number; groupCategoryId: number | null; position: number };

export function insertAssignment(db: Db, columns: AssignmentColumns, placement: Placement): number {
  const now = nowIso();
  const values = {
    ...columns,
    course_id: placement.courseId,
    assignment_group_id: placement.groupId,
    group_category_id: placement.groupCategoryId,
    position: placement.position,
    created_at: now,
    updated_at: now,
  };
  const keys = Object.keys(values);
  const sql = `INSERT INTO assignments (${keys.join(', ')}) VALUES (${keys.map((key) => `@${key}`).join(', ')})`;
  return Number(prepared(db, sql).run(values).lastInsertRowid);
}

export function updateAssignment(db: Db, id: number, columns: AssignmentColumns, placement: Omit<Placement, 'courseId'>): void {
  const values = {
    ...columns,
    assignment_group_id: placement.groupId,
    group_category_id: placement.groupCategoryId,
    position: placement.position,
    updated_at: nowIso(),
  };
  const sets = Object.keys(values).map((key) => `${key} = @${key}`).join(', ');
  prepared(db, `UPDATE assignments SET ${sets} WHERE id = @id`).run({ ...values, id });
}

/** Assignment#destroy: the row stays, marked deleted; its overrides and submissions become unreachable with it. */
export function softDeleteAssignment(db: Db, assignment: AssignmentRow): void {
  prepared(db, `UPDATE assignments SET workflow_state = 'deleted', updated_at = ? WHERE id = ?`).run(nowIso(), assignment.id);
}

/** Those of these assignments a student has turned something in for (Assignment#has_student_submissions?). */
export function assignmentsWithSubmissions(db: Db, assignmentIds: number[]): Set<number> {
  const rows = prepared<number[], { assignment_id: number }>(db,
      `SELECT DISTINCT assignment_id FROM submissions
        WHERE assignment_id IN (${placeholders(assignmentIds)}) AND submission_type IS NOT NULL AND workflow_state != 'deleted'`,
    )
    .all(...assignmentIds);
  return new Set(rows.map((row) => row.assignment_id));
}

/** Titles of the course's active assignments that start with `base`, for naming a copy. */
export function titlesStartingWith(db: Db, courseId: number, base: string): Set<string> {
  const rows = prepared<[number, number, string], { name: string }>(db,
      `SELECT name FROM assignments WHERE course_id = ? AND workflow_state != 'deleted' AND substr(name, 1, ?) = ?`,
    )
    .all(courseId, base.length, base);
  return new Set(rows.map((row) => row.name));
}

/** Assignment#duplicate_of: the copy remembers its original, which its JSON names in the original_* fields. */
export function markDuplicateOf(db: Db, id: number, originalId: number): void {
  prepared(db, 'UPDATE assignments SET duplicate_of_id = ? WHERE id = ?').run(originalId, id);
}

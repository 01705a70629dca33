import type { Db } from '../../canvas/context';
import { nowIso } from '../../canvas/dates';
import type { PageSource } from '../../canvas/pagination';
import type { AssignmentGroupWrite } from './assignment-group-params';
import { storedObject, type AssignmentGroupRow } from './assignment-group-row';
import { prepared } from '../../db/statements';

/** SQL for assignment groups; deleting one and moving or deleting its assignments is one transaction. */

/** Course#assignment_groups order: position, then name. */
export function courseAssignmentGroups(db: Db, courseId: number): PageSource<AssignmentGroupRow> {
  const where = `course_id = ? AND workflow_state != 'deleted'`;
  return {
    fetch: (limit, offset) =>
      prepared<[number, number, number], AssignmentGroupRow>(db,
          `SELECT * FROM assignment_groups WHERE ${where} ORDER BY position, name COLLATE NOCASE, id LIMIT ? OFFSET ?`,
        )
        .all(courseId, limit, offset),
    count: () => prepared<[number], { n: number }>(db, `SELECT COUNT(*) AS n FROM assignment_groups WHERE ${where}`).get(courseId)?.n ?? 0,
  };
}

/** `context.assignment_groups.active.find(id)`: another course's or a deleted group is not found. */
export function findActiveAssignmentGroup(db: Db, courseId: number, id: number): AssignmentGroupRow | undefined {
  return prepared<[number, number], AssignmentGroupRow>(db,
      `SELECT * FROM assignment_groups WHERE id = ? AND course_id = ? AND workflow_state != 'deleted'`,
    )
    .get(id, courseId);
}

export function activeAssignmentCount(db: Db, groupId: number): number {
  return (
    prepared<[number], { n: number }>(db, `SELECT COUNT(*) AS n FROM assignments WHERE assignment_group_id = ? AND workflow_state != 'deleted'`)
      .get(groupId)?.n ?? 0
  );
}

/** Column values of a write: generate_default_values names a blank group "Assignments" and weighs a missing weight 0. */
function columns(write: AssignmentGroupWrite, current?: AssignmentGroupRow) {
  const name = write.name === undefined ? current?.name : write.name;
  const weight = write.group_weight === undefined ? current?.group_weight : write.group_weight;
  return {
    name: name?.trim() ? name : 'Assignments',
    group_weight: weight ?? 0,
    sis_source_id: write.sis_source_id === undefined ? (current?.sis_source_id ?? null) : write.sis_source_id,
    rules: write.rules ? JSON.stringify(write.rules) : (current?.rules ?? '{}'),
    integration_data: JSON.stringify({ ...storedObject(current?.integration_data ?? '{}'), ...write.integration_data }),
  };
}

/** A new group goes to the bottom of the list unless a position is given (acts_as_list). */
export function insertAssignmentGroup(db: Db, courseId: number, write: AssignmentGroupWrite): number {
  const bottom =
    prepared<[number], { n: number | null }>(db, `SELECT MAX(position) AS n FROM assignment_groups WHERE course_id = ? AND workflow_state != 'deleted'`)
      .get(courseId)?.n ?? 0;
  const now = nowIso();
  const info = prepared(db,
      `INSERT INTO assignment_groups (course_id, name, position, group_weight, rules, sis_source_id, integration_data, created_at, updated_at)
       VALUES (@course_id, @name, @position, @group_weight, @rules, @sis_source_id, @integration_data, @now, @now)`,
    )
    .run({ course_id: courseId, ...columns(write), position: write.position ?? bottom + 1, now });
  return Number(info.lastInsertRowid);
}

export function updateAssignmentGroup(db: Db, group: AssignmentGroupRow, write: AssignmentGroupWrite): void {
  prepared(db,
    `UPDATE assignment_groups SET name = @name, position = @position, group_weight = @group_weight, rules = @rules,
       sis_source_id = @sis_source_id, integration_data = @integration_data, updated_at = @now WHERE id = @id`,
  ).run({ id: group.id, ...columns(write, group), position: write.position ?? group.position, now: nowIso() });
}

const ACTIVE_IDS_IN_ORDER = `SELECT id FROM assignments WHERE assignment_group_id = ? AND workflow_state != 'deleted'
  ORDER BY position, due_at, name, id`;

/**
 * AssignmentGroup#move_assignments_to: the group's active assignments join `target` after its own, and the
 * target's assignments are renumbered 1..n in that order.
 */
function moveAssignments(db: Db, from: number, target: number, now: string): void {
  const ids = (groupId: number) => prepared<[number], { id: number }>(db, ACTIVE_IDS_IN_ORDER).all(groupId).map((row) => row.id);
  const order = [...ids(target), ...ids(from)];
  const place = prepared(db, `UPDATE assignments SET assignment_group_id = ?, position = ?, updated_at = ? WHERE id = ?`);
  order.forEach((id, index) => place.run(target, index + 1, now, id));
}

/**
 * Soft-deletes the group in one transaction. With `moveTo` its active assignments move there first; whatever
 * is still in the group is deleted with it (the dependent destroy of active_assignments).
 */
export function deleteAssignmentGroup(db: Db, group: AssignmentGroupRow, moveTo?: number): void {
  const now = nowIso();
  db.transaction(() => {
    if (moveTo !== undefined) moveAssignments(db, group.id, moveTo, now);
    prepared(db,
      `UPDATE assignments SET workflow_state = 'deleted', updated_at = ? WHERE assignment_group_id = ? AND workflow_state != 'deleted'`,
    ).run(now, group.id);
    prepared(db, `UPDATE assignment_groups SET workflow_state = 'deleted', updated_at = ? WHERE id = ?`).run(now, group.id);
  }).immediate();
}

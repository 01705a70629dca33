import type { Db } from '../../canvas/context';
import { placeholders } from '../../db/sql';
import { pushTo } from '../../lib/group-by';
import type { OverrideRow } from '../assignments/assignment-row';
import { prepared } from '../../db/statements';

/** SQL for one assignment's overrides, their students and the sets they target. */

/** An override with the current name of its section or group (Canvas titles those by the set's name). */
export type OverrideWithSet = OverrideRow & { set_name: string | null; set_group_category_id: number | null };

const WITH_SET = `SELECT o.*, COALESCE(s.name, g.name) AS set_name, g.group_category_id AS set_group_category_id
  FROM assignment_overrides o
  LEFT JOIN course_sections s ON o.set_type = 'CourseSection' AND s.id = o.set_id
  LEFT JOIN groups g ON o.set_type = 'Group' AND g.id = o.set_id`;

export function listOverridesWithSets(db: Db, assignmentId: number): OverrideWithSet[] {
  return prepared<[number], OverrideWithSet>(db, `${WITH_SET} WHERE o.assignment_id = ? AND o.workflow_state = 'active' ORDER BY o.id`)
    .all(assignmentId);
}

/** Override id → its students, for these overrides. */
export function overrideStudentIds(db: Db, overrideIds: number[]): Map<number, number[]> {
  const byOverride = new Map<number, number[]>();
  if (overrideIds.length === 0) return byOverride;
  const rows = prepared<number[], { assignment_override_id: number; user_id: number }>(db,
      `SELECT assignment_override_id, user_id FROM assignment_override_students
        WHERE assignment_override_id IN (${placeholders(overrideIds)}) ORDER BY id`,
    )
    .all(...overrideIds);
  for (const row of rows) pushTo(byOverride, row.assignment_override_id, row.user_id);
  return byOverride;
}

/** Students of the assignment already in an override other than `exceptOverrideId`, among `userIds`. */
export function studentsInOtherOverrides(db: Db, assignmentId: number, userIds: number[], exceptOverrideId: number | null): number[] {
  if (userIds.length === 0) return [];
  return prepared<number[], { user_id: number }>(db,
      `SELECT user_id FROM assignment_override_students
        WHERE assignment_id = ? AND assignment_override_id != ? AND user_id IN (${placeholders(userIds)})`,
    )
    .all(assignmentId, exceptOverrideId ?? 0, ...userIds)
    .map((row) => row.user_id);
}

/** Students the observer observes in the course (through an observer enrollment that carries rights). */
export function observedStudentIds(db: Db, courseId: number, observerId: number): number[] {
  return prepared<[number, number], { associated_user_id: number }>(db,
      `SELECT DISTINCT associated_user_id FROM enrollments
        WHERE course_id = ? AND user_id = ? AND type = 'ObserverEnrollment' AND associated_user_id IS NOT NULL
          AND workflow_state IN ('active', 'invited', 'completed')`,
    )
    .all(courseId, observerId)
    .map((row) => row.associated_user_id);
}

/** Students enrolled (not rejected or deleted) in any of these sections. */
export function studentsOfSections(db: Db, sectionIds: number[]): Set<number> {
  if (sectionIds.length === 0) return new Set();
  const rows = prepared<number[], { user_id: number }>(db,
      `SELECT user_id FROM enrollments WHERE course_section_id IN (${placeholders(sectionIds)})
          AND type IN ('StudentEnrollment', 'StudentViewEnrollment') AND workflow_state NOT IN ('rejected', 'deleted')`,
    )
    .all(...sectionIds);
  return new Set(rows.map((row) => row.user_id));
}

export type SetRow = { id: number; name: string; course_id: number; group_category_id: number | null; workflow_state: string };

export function findSection(db: Db, sectionId: number): SetRow | undefined {
  return prepared<[number], SetRow>(db,
      `SELECT id, name, course_id, NULL AS group_category_id, workflow_state FROM course_sections WHERE id = ?`,
    )
    .get(sectionId);
}

export function findGroup(db: Db, groupId: number): SetRow | undefined {
  return prepared<[number], SetRow>(db, `SELECT id, name, course_id, group_category_id, workflow_state FROM groups WHERE id = ?`)
    .get(groupId);
}

import type { Db } from '../../canvas/context';
import type { CourseAccess } from '../../canvas/permissions';
import { prepared } from '../../db/statements';

/**
 * Course#section_visibilities_for, simplified: admins and anyone holding an enrollment not limited to its
 * section see the whole course; a caller whose enrollments are all limited sees only those sections.
 * Returns undefined for "everything", else the visible section ids.
 */
export function visibleSectionIds(db: Db, callerId: number, courseId: number, access: CourseAccess): number[] | undefined {
  if (access.isAdmin) return undefined;
  const rows = prepared<[number, number], { course_section_id: number; limit_privileges_to_course_section: number }>(db,
      `SELECT course_section_id, limit_privileges_to_course_section FROM enrollments
        WHERE user_id = ? AND course_id = ? AND workflow_state IN ('active', 'invited', 'completed')`,
    )
    .all(callerId, courseId);
  if (rows.length === 0 || rows.some((row) => !row.limit_privileges_to_course_section)) return undefined;
  return [...new Set(rows.map((row) => row.course_section_id))];
}

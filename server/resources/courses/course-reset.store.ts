import type { Db } from '../../canvas/context';
import { canvasUuid } from '../../canvas/uuid';
import type { CourseRow } from './course-row';
import { copyStoredSettings } from './course-settings.store';
import { insertCourse, updateCourse } from './courses-write.store';
import { prepared } from '../../db/statements';

const hasStaff = (db: Db, courseId: number) =>
  prepared<[number], { ok: number }>(db,
      `SELECT 1 AS ok FROM enrollments WHERE course_id = ? AND workflow_state != 'deleted'
        AND type IN ('TeacherEnrollment', 'TaEnrollment', 'DesignerEnrollment') LIMIT 1`,
    )
    .get(courseId) !== undefined;

/**
 * Course#reset_content: a new course takes over the old one's attributes, uuid, SIS ids, settings, sections
 * and enrollments; content stays behind with the old course, which is deleted and points at its replacement.
 * Writes many rows: call inside a transaction. Returns the new course id.
 */
export function resetCourseContent(db: Db, course: CourseRow, now: string): number {
  // The old course gives up its unique ids first so the replacement can take them.
  updateCourse(db, course.id, { uuid: canvasUuid(), sis_course_id: null, integration_id: null, self_enrollment: 0 }, now);
  const { id: _id, ...attributes } = course;
  const newId = insertCourse(db, {
    ...attributes,
    syllabus_body: null,
    default_view: 'modules',
    workflow_state: hasStaff(db, course.id) ? 'claimed' : 'created',
    replacement_course_id: null,
    deleted_at: null,
    created_at: now,
    updated_at: now,
  });
  prepared(db, 'UPDATE course_sections SET course_id = ? WHERE course_id = ?').run(newId, course.id);
  prepared(db, 'UPDATE enrollments SET course_id = ?, updated_at = ? WHERE course_id = ?').run(newId, now, course.id);
  copyStoredSettings(db, course.id, newId);
  updateCourse(db, course.id, { workflow_state: 'deleted', deleted_at: now, replacement_course_id: newId }, now);
  return newId;
}

import type { Db } from '../../canvas/context';
import { placeholders } from '../../db/sql';
import { groupBy } from '../../lib/group-by';
import type { TermRow } from '../terms/term.serialize';
import type { UserRow } from '../users/user-row';
import { BYTES_PER_MB } from '../files/quota';
import { prepared } from '../../db/statements';

/** Batched loaders for Course include[] options, so a page of 100 courses costs a handful of queries. */

export function loadTerms(db: Db, termIds: number[]): Map<number, TermRow> {
  if (termIds.length === 0) return new Map();
  const rows = prepared<number[], TermRow>(db, `SELECT * FROM enrollment_terms WHERE id IN (${placeholders(termIds)})`)
    .all(...termIds);
  return new Map(rows.map((row) => [row.id, row]));
}

export function loadTeachers(db: Db, courseIds: number[]): Map<number, (UserRow & { course_id: number })[]> {
  if (courseIds.length === 0) return new Map();
  const rows = prepared<number[], UserRow & { course_id: number }>(db,
      `SELECT DISTINCT u.*, e.course_id FROM enrollments e JOIN users u ON u.id = e.user_id
        WHERE e.course_id IN (${placeholders(courseIds)}) AND e.type = 'TeacherEnrollment'
          AND e.workflow_state IN ('active', 'invited', 'completed')
        ORDER BY u.sortable_name, u.id`,
    )
    .all(...courseIds);
  return groupBy(rows, (row) => row.course_id);
}

/**
 * The one definition of "the course's students": StudentEnrollments not rejected, completed, deleted or inactive
 * (active, invited and pending invitations), as Canvas's Course#student_enrollments counts them for total_students.
 * The test student has its own enrollment type, so it is never counted. Takes the enrollments table's alias.
 */
export const countedStudent = (alias: string) =>
  `${alias}.type = 'StudentEnrollment' AND ${alias}.workflow_state NOT IN ('rejected', 'completed', 'deleted', 'inactive')`;

/** total_students, by the one definition above. */
export function loadStudentCounts(db: Db, courseIds: number[]): Map<number, number> {
  if (courseIds.length === 0) return new Map();
  const rows = prepared<number[], { course_id: number; n: number }>(db,
      `SELECT e.course_id, COUNT(DISTINCT e.user_id) AS n FROM enrollments e
        WHERE e.course_id IN (${placeholders(courseIds)}) AND ${countedStudent('e')}
        GROUP BY e.course_id`,
    )
    .all(...courseIds);
  return new Map(rows.map((row) => [row.course_id, row.n]));
}

export type CallerEnrollmentRow = {
  id: number;
  course_id: number;
  course_section_id: number;
  type: string;
  workflow_state: string;
  user_id: number;
  limit_privileges_to_course_section: number;
  associated_user_id: number | null;
  section_name: string;
  section_start_at: string | null;
  section_end_at: string | null;
};

export function loadCallerEnrollments(db: Db, userId: number, courseIds: number[]): Map<number, CallerEnrollmentRow[]> {
  if (courseIds.length === 0) return new Map();
  const rows = prepared<number[], CallerEnrollmentRow>(db,
      `SELECT e.id, e.course_id, e.course_section_id, e.type, e.workflow_state, e.user_id,
              e.limit_privileges_to_course_section, e.associated_user_id,
              s.name AS section_name, s.start_at AS section_start_at, s.end_at AS section_end_at
         FROM enrollments e JOIN course_sections s ON s.id = e.course_section_id
        WHERE e.user_id = ? AND e.course_id IN (${placeholders(courseIds)}) AND e.workflow_state != 'deleted'
        ORDER BY e.id`,
    )
    .all(userId, ...courseIds);
  return groupBy(rows, (row) => row.course_id);
}

/** Submissions awaiting a grade, for include[]=needs_grading_count. */
export function loadNeedsGrading(db: Db, courseIds: number[]): Map<number, number> {
  if (courseIds.length === 0) return new Map();
  const rows = prepared<number[], { course_id: number; n: number }>(db,
      `SELECT a.course_id, COUNT(*) AS n FROM submissions s JOIN assignments a ON a.id = s.assignment_id
        WHERE a.course_id IN (${placeholders(courseIds)}) AND a.workflow_state = 'published'
          AND s.workflow_state IN ('submitted', 'pending_review') AND s.excused IS NOT 1
        GROUP BY a.course_id`,
    )
    .all(...courseIds);
  return new Map(rows.map((row) => [row.course_id, row.n]));
}

export function loadStorageUsedMb(db: Db, courseIds: number[]): Map<number, number> {
  if (courseIds.length === 0) return new Map();
  const rows = prepared<number[], { context_id: number; bytes: number }>(db,
      `SELECT context_id, SUM(size) AS bytes FROM attachments
        WHERE context_type = 'Course' AND context_id IN (${placeholders(courseIds)}) AND workflow_state NOT IN ('deleted', 'pending_upload')
        GROUP BY context_id`,
    )
    .all(...courseIds);
  return new Map(rows.map((row) => [row.context_id, row.bytes / BYTES_PER_MB]));
}

/** The Course JSON fields kept as course settings (homeroom_course, course_color, friendly_name), per course. */
export function loadDisplaySettings(db: Db, courseIds: number[]): Map<number, Map<string, unknown>> {
  if (courseIds.length === 0) return new Map();
  const rows = prepared<number[], { course_id: number; name: string; value: string }>(db,
      `SELECT course_id, name, value FROM course_settings
        WHERE course_id IN (${placeholders(courseIds)}) AND name IN ('homeroom_course', 'course_color', 'friendly_name')`,
    )
    .all(...courseIds);
  const byCourse = new Map<number, Map<string, unknown>>();
  for (const row of rows) {
    const settings = byCourse.get(row.course_id) ?? new Map<string, unknown>();
    settings.set(row.name, JSON.parse(row.value));
    byCourse.set(row.course_id, settings);
  }
  return byCourse;
}

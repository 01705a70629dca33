import type { Db } from '../../canvas/context';
import { placeholders } from '../../db/sql';
import type { CourseRow } from './course-row';
import { prepared } from '../../db/statements';

/** The course columns the API writes; everything else is set by the server. */
export type CoursePatch = Partial<Omit<CourseRow, 'id' | 'created_at'>>;

const COLUMN = /^[a-z_]+$/;

/** Inserts a course row; `row` names every column it sets. */
export function insertCourse(db: Db, row: CoursePatch & { created_at: string }): number {
  const columns = Object.keys(row).filter((key) => COLUMN.test(key));
  const sql = `INSERT INTO courses (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`;
  return Number(prepared(db, sql).run(row).lastInsertRowid);
}

/** Updates the given columns of one course and touches updated_at. */
export function updateCourse(db: Db, id: number, patch: CoursePatch, now: string): void {
  const entries = Object.entries({ ...patch, updated_at: now }).filter(([key]) => COLUMN.test(key) && key !== 'id');
  const sql = `UPDATE courses SET ${entries.map(([key]) => `${key} = @${key}`).join(', ')} WHERE id = @id`;
  prepared(db, sql).run({ ...Object.fromEntries(entries), id });
}

export function insertSection(db: Db, courseId: number, name: string, now: string): number {
  return Number(
    prepared(db, `INSERT INTO course_sections (course_id, name, created_at) VALUES (?, ?, ?)`).run(courseId, name, now)
      .lastInsertRowid,
  );
}

export function insertEnrollment(
  db: Db,
  e: { userId: number; courseId: number; sectionId: number; type: string; state: string; now: string },
): number {
  return Number(
    prepared(db,
        `INSERT INTO enrollments (user_id, course_id, course_section_id, type, workflow_state, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(e.userId, e.courseId, e.sectionId, e.type, e.state, e.now, e.now).lastInsertRowid,
  );
}

/** Moves the course's enrollments in `from` states to `to` (conclude, delete, publish). */
export function setEnrollmentStates(db: Db, courseId: number, from: string[], to: string, now: string): void {
  prepared(db,
    `UPDATE enrollments SET workflow_state = ?, updated_at = ?
      WHERE course_id = ? AND workflow_state IN (${placeholders(from)})`,
  ).run(to, now, courseId, ...from);
}

/**
 * Canvas refuses to unpublish a course once students have work in it: any submission of a (non-deleted)
 * student that was submitted or carries a score or grade.
 */
export function hasStudentWork(db: Db, courseId: number): boolean {
  const row = prepared<[number, number], { ok: number }>(db,
      `SELECT 1 AS ok FROM submissions s JOIN assignments a ON a.id = s.assignment_id
        WHERE a.course_id = ? AND a.workflow_state != 'deleted'
          AND (s.workflow_state NOT IN ('unsubmitted', 'deleted') OR s.score IS NOT NULL OR s.grade IS NOT NULL)
          AND s.user_id IN (SELECT user_id FROM enrollments WHERE course_id = ? AND type = 'StudentEnrollment'
                              AND workflow_state != 'deleted')
        LIMIT 1`,
    )
    .get(courseId, courseId);
  return row !== undefined;
}

export function hasLiveEnrollments(db: Db, courseId: number): boolean {
  return (
    prepared<[number], { ok: number }>(db,
        `SELECT 1 AS ok FROM enrollments WHERE course_id = ? AND workflow_state != 'deleted' LIMIT 1`,
      )
      .get(courseId) !== undefined
  );
}

/** Another course of the root account already using this SIS id or integration id. */
export function findIdConflict(
  db: Db,
  column: 'sis_course_id' | 'integration_id',
  rootAccountId: number,
  value: string,
  exceptId: number,
): boolean {
  return (
    prepared<[number, string, number], { ok: number }>(db,
        `SELECT 1 AS ok FROM courses WHERE root_account_id = ? AND ${column} = ? AND id != ? LIMIT 1`,
      )
      .get(rootAccountId, value, exceptId) !== undefined
  );
}

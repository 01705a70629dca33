import type { Db } from '../../canvas/context';
import type { PageSource } from '../../canvas/pagination';
import { likePattern, placeholders } from '../../db/sql';
import { groupBy } from '../../lib/group-by';
import type { UserRow } from '../users/user-row';
import { prepared } from '../../db/statements';

/** Enrollment rows for the users of one roster page, and the content-share user search. */

export type RosterEnrollmentRow = {
  id: number;
  user_id: number;
  course_id: number;
  course_section_id: number;
  type: string;
  workflow_state: string;
  limit_privileges_to_course_section: number;
  associated_user_id: number | null;
  start_at: string | null;
  end_at: string | null;
  last_activity_at: string | null;
  last_attended_at: string | null;
  total_activity_time: number;
  created_at: string;
  updated_at: string;
  root_account_id: number;
  course_state: string;
  hide_final_grades: number;
  section_state: string;
  sis_course_id: string | null;
  course_integration_id: string | null;
  sis_section_id: string | null;
  sis_account_id: string | null;
  sis_user_id: string | null;
};

/** The columns of a RosterEnrollmentRow and the joins that give them (enrollments `e`, courses `c`, sections `s`, users `u`). */
export const ENROLLMENT_ROWS_SQL = `SELECT e.*, c.root_account_id, c.workflow_state AS course_state, c.hide_final_grades,
              s.workflow_state AS section_state, c.sis_course_id, c.integration_id AS course_integration_id, s.sis_section_id,
              a.sis_account_id, u.sis_user_id
         FROM enrollments e JOIN courses c ON c.id = e.course_id JOIN course_sections s ON s.id = e.course_section_id
         JOIN accounts a ON a.id = c.account_id JOIN users u ON u.id = e.user_id`;

/** The course's enrollments of these users in the given states, grouped by user. */
export function loadRosterEnrollments(
  db: Db,
  courseId: number,
  userIds: number[],
  states: string[],
): Map<number, RosterEnrollmentRow[]> {
  if (userIds.length === 0) return new Map();
  const rows = prepared<(string | number)[], RosterEnrollmentRow>(db,
      `${ENROLLMENT_ROWS_SQL}
        WHERE e.course_id = ? AND e.user_id IN (${placeholders(userIds)}) AND e.workflow_state IN (${placeholders(states)})
        ORDER BY e.id`,
    )
    .all(courseId, ...userIds, ...states);
  return groupBy(rows, (row) => row.user_id);
}

/** Users among these with an enrollment in the course that is not invited, pending or rejected. */
export function confirmedUserIds(db: Db, courseId: number, userIds: number[]): Set<number> {
  if (userIds.length === 0) return new Set();
  const rows = prepared<number[], { user_id: number }>(db,
      `SELECT DISTINCT user_id FROM enrollments WHERE course_id = ? AND user_id IN (${placeholders(userIds)})
         AND workflow_state NOT IN ('invited', 'creation_pending', 'rejected')`,
    )
    .all(courseId, ...userIds);
  return new Set(rows.map((row) => row.user_id));
}


/**
 * content_share_users: users with an active teacher, TA or designer enrollment in a non-deleted course of
 * the root account, or active admins of the root account or its sub-accounts, whose name or email
 * contains the term; ordered by name. Canvas does not leave the caller out.
 */
export function contentShareSource(db: Db, rootAccountId: number, term: string): PageSource<UserRow> {
  const pattern = likePattern(term);
  return {
    fetch: (limit, offset) =>
      prepared<(string | number)[], UserRow>(db,
          `SELECT u.* FROM users u
            WHERE u.workflow_state NOT IN ('creation_pending', 'deleted')
              AND (u.name LIKE ? ESCAPE '\\' OR u.email LIKE ? ESCAPE '\\')
              AND (EXISTS (SELECT 1 FROM enrollments e JOIN courses c ON c.id = e.course_id
                     WHERE e.user_id = u.id AND e.workflow_state = 'active'
                       AND e.type IN ('TeacherEnrollment', 'TaEnrollment', 'DesignerEnrollment')
                       AND c.workflow_state != 'deleted' AND c.root_account_id = ?)
                OR EXISTS (SELECT 1 FROM account_users au JOIN accounts a ON a.id = au.account_id
                     WHERE au.user_id = u.id AND au.workflow_state = 'active' AND a.workflow_state != 'deleted'
                       AND (a.id = ? OR a.root_account_id = ?)))
            ORDER BY u.name, u.id LIMIT ? OFFSET ?`,
        )
        .all(pattern, pattern, rootAccountId, rootAccountId, rootAccountId, limit, offset),
  };
}

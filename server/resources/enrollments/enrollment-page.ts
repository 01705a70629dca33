import type { AppContext, Db } from '../../canvas/context';
import type { CourseAccess } from '../../canvas/permissions';
import { placeholders } from '../../db/sql';
import { prepared } from '../../db/statements';
import { groupBy } from '../../lib/group-by';
import { enrollmentJson, userJson } from '../course-users/course-user.serialize';
import type { RosterEnrollmentRow } from '../course-users/roster-enrollments.store';
import { userRights } from '../course-users/roster-params';
import { STUDENT_TYPES, type CourseRow } from '../courses/course-row';
import { loadUsers } from '../submissions/submissions.store';
import { courseGradesOf } from './enrollment-grades';

/** What the caller is to one course whose enrollments are on the page. */
export type CourseView = { course: CourseRow; access: CourseAccess; observed: ReadonlySet<number> };

const USER_INCLUDES = ['avatar_url', 'uuid'];

/** Active group memberships of these users, for include[]=group_ids (Api::V1::User#group_ids). */
function groupIdsOf(db: Db, userIds: number[]): Map<number, number[]> {
  const rows = prepared<number[], { user_id: number; group_id: number }>(db,
    `SELECT m.user_id, m.group_id FROM group_memberships m JOIN groups g ON g.id = m.group_id
      WHERE m.workflow_state = 'accepted' AND g.workflow_state != 'deleted' AND m.user_id IN (${placeholders(userIds)}) ORDER BY m.group_id`,
  ).all(...userIds);
  return new Map([...groupBy(rows, (row) => row.user_id)].map(([userId, list]) => [userId, list.map((row) => row.group_id)]));
}

/** The students of `rows` whose grades this caller reads: all of them for graders, else only their own and their observees'. */
function gradedStudents(rows: RosterEnrollmentRow[], view: CourseView, callerId: number): number[] {
  const grader = view.access.rights.has('manage_grades') || view.access.rights.has('view_all_grades');
  return rows
    .filter((row) => STUDENT_TYPES.has(row.type) && (grader || row.user_id === callerId || view.observed.has(row.user_id)))
    .map((row) => row.user_id);
}

/** The course grades of the students among `rows` that the caller may read, computed together. */
export function visibleCourseGrades(db: Db, view: CourseView, rows: RosterEnrollmentRow[], callerId: number) {
  return courseGradesOf(db, view.course, gradedStudents(rows, view, callerId));
}

/**
 * A page of enrollments as EnrollmentsApiController#index renders them: each with its user, and students' grades
 * computed for the page in one pass per course.
 */
export function enrollmentPageJson(c: AppContext, rows: RosterEnrollmentRow[], views: Map<number, CourseView>, include: string[]) {
  const { db } = c.get('deps');
  const callerId = c.get('caller').id;
  const includes = new Set(include);
  const userIds = [...new Set(rows.map((row) => row.user_id))];
  const users = loadUsers(db, userIds);
  const groupIds = includes.has('group_ids') && userIds.length ? groupIdsOf(db, userIds) : undefined;
  const grades = new Map([...views].map(([courseId, view]) => [
    courseId, visibleCourseGrades(db, view, rows.filter((row) => row.course_id === courseId), callerId),
  ]));
  const userIncludes = new Set(USER_INCLUDES.filter((name) => includes.has(name)));
  return rows.flatMap((row) => {
    const view = views.get(row.course_id);
    const user = users.get(row.user_id);
    if (!view || !user) return [];
    const rights = userRights(view.access);
    const options = { includes, rights, callerId, courseGrades: grades.get(row.course_id), observed: view.observed };
    return [{
      ...enrollmentJson(c, row, options),
      user: {
        ...userJson(c, user, { includes: userIncludes, rights, callerId }),
        ...(groupIds ? { group_ids: groupIds.get(row.user_id) ?? [] } : {}),
      },
    }];
  });
}

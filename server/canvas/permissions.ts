import type { Db } from './context';
import { forbidden } from './errors';
import { prepared } from '../db/statements';

/** The course rights Lectern's server grants; names follow Canvas's (docs/canvas-contract.md §1.11). */
export const COURSE_RIGHTS = [
  'read', 'read_roster', 'read_as_admin', 'read_reports', 'read_grades', 'read_files', 'read_sis',
  'view_all_grades', 'manage_grades', 'participate_as_student',
  'update', 'manage_content', 'manage_course_content_add', 'manage_course_content_edit', 'manage_course_content_delete',
  'manage_assignments', 'manage_assignments_add', 'manage_assignments_edit', 'manage_assignments_delete',
  'manage_files_add', 'manage_files_edit', 'manage_files_delete',
  'change_course_state', 'manage_courses_publish', 'manage_courses_conclude', 'manage_courses_delete', 'delete',
  'reset_content', 'manage_courses_reset', 'edit_course_availability', 'manage_course_visibility',
  'manage_storage_quotas', 'manage_sis', 'view_user_logins', 'read_email_addresses', 'become_user',
  'create_discussion_topic', 'create_announcement', 'post_to_forum', 'send_messages', 'manage_sections',
  'manage_students', 'manage_admin_users', 'manage_groups_add', 'manage_groups_manage', 'manage_groups_delete',
  'view_group_pages', 'manage_rubrics',
] as const;
export type CourseRight = (typeof COURSE_RIGHTS)[number];

const CONTENT: CourseRight[] = [
  'update', 'manage_content', 'manage_course_content_add', 'manage_course_content_edit', 'manage_course_content_delete',
  'manage_assignments', 'manage_assignments_add', 'manage_assignments_edit', 'manage_assignments_delete',
  'manage_files_add', 'manage_files_edit', 'manage_files_delete', 'create_discussion_topic', 'create_announcement',
  'manage_groups_add', 'manage_groups_manage', 'manage_groups_delete', 'manage_rubrics',
];
const STAFF_READ: CourseRight[] = ['read', 'read_roster', 'read_as_admin', 'read_files', 'post_to_forum', 'send_messages', 'view_group_pages'];
const GRADING: CourseRight[] = ['view_all_grades', 'manage_grades', 'read_reports', 'read_email_addresses'];
const STUDENT: CourseRight[] = ['read', 'read_roster', 'read_grades', 'read_files', 'participate_as_student', 'post_to_forum', 'send_messages'];

/** Canvas's default role permissions, simplified: TAs lack course state changes and reset; designers lack grades. */
const ROLE_RIGHTS: Record<string, CourseRight[]> = {
  TeacherEnrollment: [
    ...STAFF_READ, ...GRADING, ...CONTENT, 'change_course_state', 'manage_courses_publish', 'manage_courses_conclude',
    'reset_content', 'manage_courses_reset', 'edit_course_availability', 'manage_course_visibility', 'manage_sections',
    'view_user_logins', 'manage_students', 'manage_admin_users',
  ],
  TaEnrollment: [...STAFF_READ, ...GRADING, ...CONTENT, 'view_user_logins', 'manage_students'],
  DesignerEnrollment: [...STAFF_READ, ...CONTENT],
  StudentEnrollment: STUDENT,
  StudentViewEnrollment: STUDENT,
  ObserverEnrollment: ['read', 'read_files'],
};

/** Learners: students (including the test student) and observers; every other enrollment is staff. */
export const LEARNER_TYPES: readonly string[] = ['StudentEnrollment', 'StudentViewEnrollment', 'ObserverEnrollment'];
const isStaffType = (type: string) => !LEARNER_TYPES.includes(type);

/** Enrollment states that carry rights (an invitation carries only `read`); pending, inactive, rejected and deleted carry none. */
const RIGHTS_STATES = ['active', 'invited', 'completed'];
/** Course states in which learners may read the course: published or concluded. */
const LEARNER_VISIBLE_COURSE_STATES = ['available', 'completed'];

/** Read-only rights kept by staff once a course is concluded. */
const CONCLUDED_STAFF: CourseRight[] = [
  'read', 'read_roster', 'read_as_admin', 'read_files', 'view_all_grades', 'read_reports', 'view_group_pages',
];

export type CourseAccess = {
  rights: Set<CourseRight>;
  isAdmin: boolean;
  /** Active enrollment types of the caller in the course. */
  roles: string[];
};

type CourseState = { id: number; account_id: number; workflow_state: string };

/** The table `chain(id)`: the account bound to the first `?` and all its ancestors. */
export const ACCOUNT_CHAIN_SQL = `WITH RECURSIVE chain(id) AS (
  SELECT ? UNION SELECT a.parent_account_id FROM accounts a JOIN chain ON a.id = chain.id
  WHERE a.parent_account_id IS NOT NULL)`;

/** True when the user administers the account or any of its ancestors. */
export function isAccountAdmin(db: Db, userId: number, accountId: number): boolean {
  const row = prepared<[number, number], { ok: number }>(db,
      `${ACCOUNT_CHAIN_SQL}
       SELECT 1 AS ok FROM account_users au JOIN chain ON au.account_id = chain.id
       WHERE au.user_id = ? AND au.workflow_state = 'active' LIMIT 1`,
    )
    .get(accountId, userId);
  return row !== undefined;
}

export function courseAccess(db: Db, userId: number, course: CourseState): CourseAccess {
  const isAdmin = isAccountAdmin(db, userId, course.account_id);
  if (isAdmin) return { rights: new Set(COURSE_RIGHTS), isAdmin, roles: activeRoles(db, userId, course.id) };
  const enrollments = prepared<[number, number], { type: string; workflow_state: string }>(db,
      `SELECT type, workflow_state FROM enrollments WHERE user_id = ? AND course_id = ?
        AND workflow_state IN (${sqlList(RIGHTS_STATES)})`,
    )
    .all(userId, course.id);
  const rights = new Set<CourseRight>();
  const published = LEARNER_VISIBLE_COURSE_STATES.includes(course.workflow_state);
  for (const enrollment of enrollments) {
    for (const right of rightsFor(enrollment.type, enrollment.workflow_state, course.workflow_state)) rights.add(right);
  }
  const isStaff = enrollments.some((e) => isStaffType(e.type));
  if (!published && !isStaff) rights.clear();
  return { rights, isAdmin, roles: enrollments.filter((e) => e.workflow_state === 'active').map((e) => e.type) };
}

function rightsFor(type: string, enrollmentState: string, courseState: string): CourseRight[] {
  const all = ROLE_RIGHTS[type] ?? [];
  const staff = isStaffType(type);
  if (courseState === 'completed' || enrollmentState === 'completed') {
    return staff ? all.filter((r) => CONCLUDED_STAFF.includes(r)) : all.filter((r) => r === 'read' || r === 'read_grades' || r === 'read_files');
  }
  if (enrollmentState === 'invited') return all.includes('read') ? ['read'] : [];
  return all;
}

function activeRoles(db: Db, userId: number, courseId: number): string[] {
  return prepared<[number, number], { type: string }>(db,
      `SELECT type FROM enrollments WHERE user_id = ? AND course_id = ? AND workflow_state = 'active'`,
    )
    .all(userId, courseId)
    .map((r) => r.type);
}

/** Enrollment types whose role includes `read`. */
const READER_TYPES = Object.keys(ROLE_RIGHTS).filter((type) => ROLE_RIGHTS[type]?.includes('read'));
const sqlList = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * "User ? may read course `c`" in SQL: the rule courseAccess applies, for course lists that must not show a
 * course GET /courses/:id would refuse. An admin of the course's account (or an ancestor) may; otherwise an
 * enrollment in a rights-carrying state is needed, and learners read only published or concluded courses.
 * Binds the user id twice.
 */
export const READABLE_COURSE_SQL = `(
  c.account_id IN (WITH RECURSIVE administered(id) AS (
      SELECT account_id FROM account_users WHERE user_id = ? AND workflow_state = 'active'
      UNION SELECT a.id FROM accounts a JOIN administered ON a.parent_account_id = administered.id)
    SELECT id FROM administered)
  OR EXISTS (SELECT 1 FROM enrollments r WHERE r.course_id = c.id AND r.user_id = ?
    AND r.workflow_state IN (${sqlList(RIGHTS_STATES)}) AND r.type IN (${sqlList(READER_TYPES)})
    AND (c.workflow_state IN (${sqlList(LEARNER_VISIBLE_COURSE_STATES)}) OR r.type NOT IN (${sqlList(LEARNER_TYPES)}))))`;

/** Teachers may delete a course only while it is unpublished; admins always may (docs/canvas-contract.md §2.6). */
export function canDeleteCourse(access: CourseAccess, courseState: string): boolean {
  if (access.isAdmin) return true;
  return access.rights.has('change_course_state') && (courseState === 'created' || courseState === 'claimed');
}

/** Throws Canvas's 403 unless the caller holds any of the rights. */
export function requireAny(access: CourseAccess, ...rights: CourseRight[]): void {
  if (!rights.some((right) => access.rights.has(right))) throw forbidden();
}

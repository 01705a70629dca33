import type { AppContext } from '../../canvas/context';
import { requestOrigin } from '../../canvas/urls';
import { ROLE_IDS, STUDENT_TYPES } from '../courses/course-row';
import { avatarUrl, type UserRow } from '../users/user-row';
import type { RosterEnrollmentRow } from './roster-enrollments.store';
import { enrollmentGradesJson, type StudentCourseGrades } from '../enrollments/enrollment-grades';

/** User JSON as `Api::V1::User#user_json` renders it inside a course (docs/canvas-contract.md §7.2, §7.2.1). */

export type UserJsonRights = {
  /** read_sis / manage_sis: sis_user_id, integration_id and the enrollments' SIS fields. */
  sis: boolean;
  /** view_user_logins: login_id. */
  login: boolean;
  /** read_email_addresses: email (when asked for). */
  email: boolean;
  /** read_reports: activity fields on other people's enrollments. */
  reports: boolean;
  /** view_all_grades / manage_grades: grades on other students' enrollments. */
  grades: boolean;
};

export type UserJsonOptions = {
  includes: Set<string>;
  rights: UserJsonRights;
  callerId: number;
  /** include[]=enrollments: this course's enrollments of the user. */
  enrollments?: RosterEnrollmentRow[];
  /** Users with only invited or pending enrollments get no login or personal fields. */
  unconfirmed?: boolean;
  /** Left out entirely (content_share_users drops the login and SIS block). */
  excludePseudonym?: boolean;
  lastLogin?: string | null;
  /** The course grades of the students among the rows (enrollment-grades.ts); a student left out shows null scores. */
  courseGrades?: ReadonlyMap<number, StudentCourseGrades>;
  /** Students the caller observes in the course: their grades are the caller's to read, as a parent's are in Canvas. */
  observed?: ReadonlySet<number>;
};

export function enrollmentJson(c: AppContext, row: RosterEnrollmentRow, options: UserJsonOptions) {
  const origin = requestOrigin(c);
  const own = row.user_id === options.callerId;
  const deleted = row.course_state === 'deleted' || row.section_state === 'deleted';
  return {
    id: row.id,
    user_id: row.user_id,
    course_id: row.course_id,
    course_section_id: row.course_section_id,
    root_account_id: row.root_account_id,
    associated_user_id: row.associated_user_id,
    limit_privileges_to_course_section: Boolean(row.limit_privileges_to_course_section),
    created_at: row.created_at,
    updated_at: row.updated_at,
    start_at: row.start_at,
    end_at: row.end_at,
    type: row.type,
    enrollment_state: deleted ? 'deleted' : row.workflow_state,
    role: row.type,
    role_id: ROLE_IDS[row.type] ?? 0,
    ...(own || options.rights.reports
      ? { last_activity_at: row.last_activity_at, last_attended_at: row.last_attended_at, total_activity_time: row.total_activity_time }
      : {}),
    ...(STUDENT_TYPES.has(row.type) ? { grades: gradesJson(origin, row, options) } : {}),
    ...(options.rights.sis
      ? {
          sis_account_id: row.sis_account_id,
          sis_course_id: row.sis_course_id,
          course_integration_id: row.course_integration_id,
          sis_section_id: row.sis_section_id,
          section_integration_id: null,
          sis_user_id: row.sis_user_id,
        }
      : {}),
    html_url: `${origin}/courses/${row.course_id}/users/${row.user_id}`,
    // Canvas locks enrollments that came from a SIS import; Lectern has none.
    ...(options.includes.has('locked') ? { locked: false } : {}),
  };
}

/**
 * Api::V1::User#grades_hash: graders read every student's figures, posted and unposted; a student (or whoever observes
 * them) reads only their own posted ones, and nothing while the course hides final grades.
 */
function gradesJson(origin: string, row: RosterEnrollmentRow, options: UserJsonOptions) {
  const html_url = `${origin}/courses/${row.course_id}/grades/${row.user_id}`;
  const grader = options.rights.grades;
  const learnerOwn = (row.user_id === options.callerId || options.observed?.has(row.user_id) === true) && !row.hide_final_grades;
  if (!grader && !learnerOwn) return { html_url };
  return { html_url, ...enrollmentGradesJson(options.courseGrades?.get(row.user_id), { grader, points: options.includes.has('current_points') }) };
}

export function userJson(c: AppContext, user: UserRow, options: UserJsonOptions) {
  const has = (name: string) => options.includes.has(name);
  const personal = !options.unconfirmed;
  // Unconfirmed users lose the pseudonym block too; an explicit include[]=sis_user_id still shows the SIS id.
  const pseudonym = !options.excludePseudonym && personal;
  const sis = options.rights.sis && (has('sis_user_id') || pseudonym);
  return {
    id: user.id,
    name: user.name,
    created_at: user.created_at,
    sortable_name: user.sortable_name,
    short_name: user.short_name,
    ...(sis ? { sis_user_id: user.sis_user_id, integration_id: null } : {}),
    ...(pseudonym && options.rights.login && user.login_id ? { login_id: user.login_id } : {}),
    ...(user.pronouns ? { pronouns: user.pronouns } : {}),
    ...(has('avatar_url') ? { avatar_url: avatarUrl(c, user) } : {}),
    ...(options.enrollments ? { enrollments: options.enrollments.map((row) => enrollmentJson(c, row, options)) } : {}),
    ...(has('email') && personal && options.rights.email ? { email: user.email } : {}),
    ...(has('bio') && personal ? { bio: user.bio } : {}),
    ...(has('last_login') ? { last_login: options.lastLogin ?? null } : {}),
    ...(has('custom_links') ? { custom_links: [] } : {}),
    ...(has('uuid') ? { uuid: user.uuid } : {}),
  };
}

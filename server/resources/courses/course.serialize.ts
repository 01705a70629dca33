import type { AppContext } from '../../canvas/context';
import { isAccountAdmin } from '../../canvas/permissions';
import { requestOrigin } from '../../canvas/urls';
import { accountJson, findAccount, type AccountRow } from '../accounts/accounts.routes';
import { termJson } from '../terms/term.serialize';
import { courseImageUrl } from './course-image';
import { loadStoredSettings } from './course-settings.store';
import { userDisplay } from '../users/user-row';
import {
  loadCallerEnrollments, loadDisplaySettings, loadNeedsGrading, loadStorageUsedMb, loadStudentCounts, loadTeachers, loadTerms,
  type CallerEnrollmentRow,
} from './course-includes';
import { apiWorkflowState, ROLE_IDS, shortEnrollmentType, STUDENT_TYPES, type CourseRow } from './course-row';
import { loadTotalScores, totalScoresJson, type TotalScores } from './course-total-scores';

export type CourseJsonOptions = {
  includes: Set<string>;
  /**
   * false where Canvas passes course_json no enrollments (account course list, create, update): the `enrollments`
   * key is then left out, as course_json drops it when nil, and with it what needs them (needs_grading_count, sections).
   */
  callerEnrollments?: boolean;
  teacherLimit?: number;
  /** Course-level rights of the caller, for include[]=permissions on the show endpoint. */
  permissionsFor?: (course: CourseRow) => { create_discussion_topic: boolean; create_announcement: boolean };
};

const bool = (value: number) => value === 1;

const INSTRUCTOR_TYPES = new Set(['TeacherEnrollment', 'TaEnrollment']);
/** Canvas's participating_instructor?: an active teacher or TA enrollment in a course that has not concluded. */
const instructs = (course: CourseRow, mine: CallerEnrollmentRow[]) =>
  course.workflow_state !== 'completed' && mine.some((e) => INSTRUCTOR_TYPES.has(e.type) && e.workflow_state === 'active');

function baseJson(c: AppContext, course: CourseRow) {
  return {
    id: course.id,
    name: course.name,
    course_code: course.course_code,
    account_id: course.account_id,
    root_account_id: course.root_account_id,
    enrollment_term_id: course.enrollment_term_id,
    uuid: course.uuid,
    created_at: course.created_at,
    start_at: course.start_at,
    end_at: course.conclude_at,
    default_view: course.default_view,
    workflow_state: apiWorkflowState(course.workflow_state),
    is_public: bool(course.is_public),
    is_public_to_auth_users: bool(course.is_public_to_auth_users),
    public_syllabus: bool(course.public_syllabus),
    public_syllabus_to_auth: bool(course.public_syllabus_to_auth),
    license: course.license,
    grading_standard_id: course.grading_standard_id,
    grade_passback_setting: course.grade_passback_setting,
    storage_quota_mb: course.storage_quota_mb,
    hide_final_grades: bool(course.hide_final_grades),
    apply_assignment_group_weights: course.group_weighting_scheme === 'percent',
    restrict_enrollments_to_course_dates: bool(course.restrict_enrollments_to_course_dates),
    calendar: { ics: `${requestOrigin(c)}/feeds/calendars/course_${course.uuid}.ics` },
    time_zone: course.time_zone,
    blueprint: bool(course.blueprint),
    template: bool(course.template),
    ...(course.course_format ? { course_format: course.course_format } : {}),
  };
}

function enrollmentJson(row: CallerEnrollmentRow, scores: TotalScores | undefined) {
  return {
    type: shortEnrollmentType(row.type),
    role: row.type,
    role_id: ROLE_IDS[row.type] ?? 0,
    user_id: row.user_id,
    enrollment_state: row.workflow_state,
    limit_privileges_to_course_section: bool(row.limit_privileges_to_course_section),
    ...(row.type === 'ObserverEnrollment' ? { associated_user_id: row.associated_user_id } : {}),
    ...(scores && STUDENT_TYPES.has(row.type) ? totalScoresJson(scores) : {}),
  };
}

/** Course JSON (docs/canvas-contract.md §7.1) for a page of courses, loading each include in one query. */
export function serializeCourses(c: AppContext, courses: CourseRow[], options: CourseJsonOptions) {
  const { db } = c.get('deps');
  const callerId = c.get('caller').id;
  const ids = courses.map((course) => course.id);
  const has = (name: string) => options.includes.has(name);
  const terms = has('term') ? loadTerms(db, [...new Set(courses.map((course) => course.enrollment_term_id))]) : undefined;
  const teachers = has('teachers') ? loadTeachers(db, ids) : undefined;
  const students = has('total_students') ? loadStudentCounts(db, ids) : undefined;
  const storage = has('storage_quota_used_mb') ? loadStorageUsedMb(db, ids) : undefined;
  const withEnrollments = options.callerEnrollments !== false;
  const enrollments = withEnrollments ? loadCallerEnrollments(db, callerId, ids) : new Map<number, CallerEnrollmentRow[]>();
  // Only the course's instructors get needs_grading_count; Canvas leaves the key out for everyone else.
  const graded = courses.filter((course) => instructs(course, enrollments.get(course.id) ?? [])).map((course) => course.id);
  const totalScores = has('total_scores') ? loadTotalScores(db, callerId, courses, enrollments) : undefined;
  const needsGrading = has('needs_grading_count') ? loadNeedsGrading(db, graded) : undefined;
  const readsSis = new Map<number, boolean>();
  const readsSisOf = (rootAccountId: number) => {
    if (!readsSis.has(rootAccountId)) readsSis.set(rootAccountId, isAccountAdmin(db, callerId, rootAccountId));
    return readsSis.get(rootAccountId) === true;
  };

  const displaySettings = loadDisplaySettings(db, ids);
  const accounts = new Map<number, AccountRow | undefined>();
  const accountOf = (id: number) => {
    if (!accounts.has(id)) accounts.set(id, findAccount(db, id));
    return accounts.get(id);
  };

  return courses.map((course) => {
    const mine = enrollments.get(course.id) ?? [];
    const courseTeachers = teachers?.get(course.id) ?? [];
    const term = terms?.get(course.enrollment_term_id);
    const overLimit = options.teacherLimit !== undefined && courseTeachers.length > options.teacherLimit;
    const display = displaySettings.get(course.id);
    return {
      ...baseJson(c, course),
      homeroom_course: display?.get('homeroom_course') === true,
      course_color: (display?.get('course_color') as string | undefined) ?? null,
      friendly_name: (display?.get('friendly_name') as string | undefined) ?? null,
      ...(readsSisOf(course.root_account_id) ? sisJson(course) : {}),
      ...(withEnrollments ? { enrollments: mine.map((row) => enrollmentJson(row, totalScores?.get(course.id))) } : {}),
      ...(has('syllabus_body') ? { syllabus_body: course.syllabus_body } : {}),
      ...(has('public_description') ? { public_description: course.public_description } : {}),
      ...(term ? { term: termJson(term, { withSis: readsSisOf(course.root_account_id) }) } : {}),
      ...(teachers && overLimit ? { teacher_count: courseTeachers.length } : {}),
      ...(teachers && !overLimit ? { teachers: courseTeachers.map((t) => userDisplay(c, t, course.id)) } : {}),
      ...(students ? { total_students: students.get(course.id) ?? 0 } : {}),
      ...(needsGrading && graded.includes(course.id) ? { needs_grading_count: needsGrading.get(course.id) ?? 0 } : {}),
      ...(storage ? { storage_quota_used_mb: storage.get(course.id) ?? 0 } : {}),
      ...(has('sections') ? { sections: mine.map(sectionJson) } : {}),
      ...(has('concluded') ? { concluded: course.workflow_state === 'completed' } : {}),
      ...(has('favorites') ? { is_favorite: false } : {}),
      ...(has('course_image') ? { image_download_url: courseImageUrl(c, course.id, loadStoredSettings(db, course.id)) } : {}),
      ...(has('account') ? { account: accountInclude(accountOf(course.account_id), readsSisOf(course.root_account_id)) } : {}),
      ...(has('banner_image') ? { banner_image_download_url: null } : {}),
      ...(options.permissionsFor && has('permissions') ? { permissions: options.permissionsFor(course) } : {}),
    };
  });
}

/** include[]=account: the course's account, its SIS id only for SIS readers (Api::V1::Account). */
function accountInclude(account: AccountRow | undefined, withSis: boolean) {
  if (!account) return null;
  const { sis_account_id: sisAccountId, ...rest } = accountJson(account);
  return withSis ? { ...rest, sis_account_id: sisAccountId } : rest;
}

/** Course JSON's SIS fields, for callers who may read SIS data; Lectern runs no SIS imports, so sis_import_id is null. */
const sisJson = (course: CourseRow) => ({
  sis_course_id: course.sis_course_id,
  integration_id: course.integration_id,
  sis_import_id: null,
});

function sectionJson(row: CallerEnrollmentRow) {
  return {
    id: row.course_section_id,
    name: row.section_name,
    start_at: row.section_start_at,
    end_at: row.section_end_at,
    enrollment_role: row.type,
  };
}

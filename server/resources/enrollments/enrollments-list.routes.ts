import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../canvas/context';
import { badRequest, forbidden, notFound } from '../../canvas/errors';
import { userPathId } from '../../canvas/ids';
import { paginate } from '../../canvas/pagination';
import { courseAccess, type CourseAccess } from '../../canvas/permissions';
import { json } from '../../canvas/respond';
import { parseParams } from '../../canvas/validate';
import { prepared } from '../../db/statements';
import { visibleStates } from '../course-users/roster-params';
import { loadCourse, type LoadedCourse } from '../courses/course-access';
import { findCourse } from '../courses/courses.store';
import { visibleSectionIds } from '../courses/section-visibility';
import { observedStudentIds } from '../overrides/overrides.store';
import { canReadUser, findUser, isRootAdmin } from '../users/users.store';
import {
  courseStates, enrollmentListParams, ownStates, refuseGradingPeriod, typesFilter, type EnrollmentListParams,
} from './enrollment-list-params';
import { enrollmentPageJson, type CourseView } from './enrollment-page';
import { enrollmentsSource, type EnrollmentFilter } from './enrollments-list.store';
import { loadSectionCourse } from './enrollments.routes';

const READS_ROSTER = ['read_roster', 'view_all_grades', 'manage_grades'] as const;
const SIS_FILTERS = ['sis_account_id', 'sis_course_id', 'sis_section_id', 'sis_user_id'] as const;
/** A list of someone else's enrollments (or the caller's own without state[]) shows active and invited ones. */
const ACTIVE_OR_INVITED = ['active', 'invited'];

function readParams(c: AppContext, readsSis: boolean): EnrollmentListParams {
  const params = parseParams(enrollmentListParams, c.get('params'));
  // check_sis_permissions: SIS filters need read_sis or manage_sis in the list's context.
  if (!readsSis && SIS_FILTERS.some((name) => params[name] !== undefined)) throw badRequest('Insufficient permissions to filter by SIS fields');
  refuseGradingPeriod(params);
  return params;
}

const sisFilter = (params: EnrollmentListParams): Partial<EnrollmentFilter> => ({
  ...(params.sis_account_id?.length ? { sisAccountIds: params.sis_account_id } : {}),
  ...(params.sis_course_id?.length ? { sisCourseIds: params.sis_course_id } : {}),
  ...(params.sis_section_id?.length ? { sisSectionIds: params.sis_section_id } : {}),
  ...(params.sis_user_id?.length ? { sisUserIds: params.sis_user_id } : {}),
});

const observesIn = (c: AppContext, courseId: number): boolean =>
  prepared<[number, number], { ok: number }>(c.get('deps').db,
    `SELECT 1 AS ok FROM enrollments WHERE course_id = ? AND user_id = ? AND type = 'ObserverEnrollment' AND workflow_state != 'deleted' LIMIT 1`,
  ).get(courseId, c.get('caller').id) !== undefined;

const readsRoster = (access: CourseAccess) => READS_ROSTER.some((right) => access.rights.has(right));
const seesWholeRoster = (access: CourseAccess) => access.isAdmin || access.rights.has('view_all_grades') || access.rights.has('manage_grades');

/**
 * course_index_enrollments: a user_id narrows to that user (the caller's own always readable); roster readers see the
 * course as the roster shows it; an observer without the roster sees their own and their observees' enrollments.
 */
function courseFilter(c: AppContext, { course, access }: LoadedCourse, params: EnrollmentListParams): EnrollmentFilter {
  const callerId = c.get('caller').id;
  const base = { courseId: course.id, types: typesFilter(params), withTestStudent: seesWholeRoster(access), ...sisFilter(params) };
  if (params.user_id !== undefined) {
    const userId = params.user_id === 'self' ? callerId : Number(params.user_id);
    if (!Number.isSafeInteger(userId) || !findUser(c.get('deps').db, userId)) throw notFound();
    if (userId === callerId) return { ...base, userId, withTestStudent: true, states: params.state?.length ? ownStates(params.state) : ACTIVE_OR_INVITED };
    if (!readsRoster(access) && !observesIn(c, course.id)) throw forbidden();
    return { ...base, userId, states: params.state?.length ? courseStates(params.state) : ACTIVE_OR_INVITED };
  }
  if (readsRoster(access)) {
    const defaults = access.rights.has('read_as_admin') ? ['active', 'invited', 'creation_pending', 'inactive'] : ['active', 'invited', 'creation_pending'];
    const sections = visibleSectionIds(c.get('deps').db, callerId, course.id, access);
    return {
      ...base,
      states: visibleStates(access, params.state?.length ? courseStates(params.state) : defaults),
      ...(sections ? { visibleSectionIds: sections } : {}),
    };
  }
  if (!observesIn(c, course.id)) throw forbidden();
  const observed = observedStudentIds(c.get('deps').db, course.id, callerId);
  return { ...base, states: params.state?.length ? courseStates(params.state) : ACTIVE_OR_INVITED, observer: { id: callerId, observed } };
}

function courseView(c: AppContext, { course, access }: LoadedCourse): CourseView {
  return { course, access, observed: new Set(observedStudentIds(c.get('deps').db, course.id, c.get('caller').id)) };
}

function listCourse(c: AppContext, loaded: LoadedCourse, sectionId?: number): Response {
  const params = readParams(c, loaded.access.rights.has('read_sis') || loaded.access.rights.has('manage_sis'));
  const filter = { ...courseFilter(c, loaded, params), ...(sectionId !== undefined ? { sectionId } : {}) };
  const rows = paginate(c, enrollmentsSource(c.get('deps').db, filter), 10, { withoutLast: true });
  return json(c, enrollmentPageJson(c, rows, new Map([[loaded.course.id, courseView(c, loaded)]]), params.include ?? []));
}

/** user_index_enrollments: the caller's own, or those of a user whose courses the caller may read (a root admin, a parent). */
function listUser(c: AppContext): Response {
  const { db } = c.get('deps');
  const callerId = c.get('caller').id;
  const userId = userPathId(c);
  if (!findUser(db, userId)) throw notFound();
  if (!canReadUser(db, callerId, userId)) throw forbidden();
  const params = readParams(c, isRootAdmin(db, callerId));
  const own = userId === callerId;
  const termId = params.enrollment_term_id === undefined ? undefined : termOf(c, params.enrollment_term_id);
  const filter: EnrollmentFilter = {
    userId,
    types: typesFilter(params),
    withTestStudent: true,
    states: params.state?.length ? (own ? ownStates(params.state) : courseStates(params.state)) : ACTIVE_OR_INVITED,
    // Canvas's own list without state[] leaves out concluded courses' enrollments.
    hiddenCourseStates: own && !params.state?.length ? ['completed', 'deleted'] : ['deleted'],
    ...(termId !== undefined ? { termId } : {}),
    ...sisFilter(params),
  };
  const rows = paginate(c, enrollmentsSource(db, filter), 10, { withoutLast: true });
  const views = new Map<number, CourseView>();
  for (const courseId of new Set(rows.map((row) => row.course_id))) {
    const course = findCourse(db, courseId);
    if (course) views.set(courseId, courseView(c, { course, access: courseAccess(db, callerId, course) }));
  }
  return json(c, enrollmentPageJson(c, rows, views, params.include ?? []));
}

/** enrollment_term_id names a term by id; one that does not exist is a 404, as api_find answers. */
function termOf(c: AppContext, value: string): number {
  const id = /^\d{1,15}$/.test(value) ? Number(value) : NaN;
  const found = Number.isSafeInteger(id)
    && prepared<[number], { id: number }>(c.get('deps').db, `SELECT id FROM enrollment_terms WHERE id = ?`).get(id) !== undefined;
  if (!found) throw notFound();
  return id;
}

/** GET /courses/:course_id/enrollments, /sections/:section_id/enrollments and /users/:user_id/enrollments. */
export function enrollmentListRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/courses/:course_id/enrollments', (c) => listCourse(c, loadCourse(c, { rights: [] })))
    .get('/sections/:section_id/enrollments', (c) => {
      const { loaded, sectionId } = loadSectionCourse(c);
      return listCourse(c, loaded, sectionId);
    })
    .get('/users/:user_id/enrollments', listUser);
}

import { Hono } from 'hono';
import { z } from 'zod';
import { canvasBoolean, canvasId, canvasString, idList, stringList } from '../../canvas/coerce';
import type { AppEnv } from '../../canvas/context';
import { isoToCanvasTime } from '../../canvas/dates';
import { forbidden, notFound, searchTermTooShort } from '../../canvas/errors';
import { pathId } from '../../canvas/ids';
import { paginate, paginateKeyset } from '../../canvas/pagination';
import { isAccountAdmin } from '../../canvas/permissions';
import { json } from '../../canvas/respond';
import { parseParams } from '../../canvas/validate';
import { ENROLLMENT_TYPES } from '../courses/course-row';
import { serializeCourses } from '../courses/course.serialize';
import { findTerm } from '../terms/terms.store';
import { findAccount } from './accounts.routes';
import { ACCOUNT_COURSE_SORTS, accountCoursesById, listAccountCourses, type AccountCourseFilters, type AccountCourseSort } from './account-courses.store';

const flag = canvasBoolean.optional();

const listParams = z.object({
  search_term: canvasString.optional(),
  search_by: canvasString.optional(),
  state: stringList().optional(),
  enrollment_term_id: canvasId.optional(),
  sort: canvasString.optional(),
  order: canvasString.optional(),
  include: stringList().optional(),
  with_enrollments: flag,
  hide_enrollmentless_courses: flag,
  published: flag,
  completed: flag,
  blueprint: flag,
  public: flag,
  starts_before: canvasString.optional(),
  ends_after: canvasString.optional(),
  enrollment_type: stringList().optional(),
  by_subaccounts: idList().optional(),
  by_teachers: idList().optional(),
});
type ListParams = z.output<typeof listParams>;

const LIVE_STATES = ['created', 'claimed', 'available', 'completed'];
/** Lists of many courses carry no per-course permissions, and nothing that needs the caller's enrollments (none are sent). */
const NOT_FOR_LISTS = new Set(['permissions', 'sections', 'needs_grading_count', 'total_scores']);

/** state[] names internal states; by default every state but deleted, `all` adds deleted (Canvas's rules). */
function courseStates(params: ListParams): string[] {
  const requested = params.state?.length ? params.state : LIVE_STATES;
  const states = requested.includes('all') ? [...LIVE_STATES, 'deleted'] : requested;
  if (params.published === true) return states.filter((state) => state === 'available');
  if (params.published === false) return states.filter((state) => state !== 'available');
  return states;
}

/** Callers are admins here, so the search also matches SIS ids, as Canvas does for readers of SIS data. */
function searchFilter(params: ListParams): AccountCourseFilters['search'] {
  const term = params.search_term?.trim();
  if (!term) return undefined;
  if (term.length < 2) throw searchTermTooShort();
  return { term, byTeacher: params.search_by === 'teacher', includeSis: true };
}

function sortOf(params: ListParams): { sort: AccountCourseSort; order: 'asc' | 'desc' } | undefined {
  // Canvas still accepts the older name of the account sort; an unknown sort falls back to id order.
  const sort = params.sort === 'subaccount' ? 'account_name' : params.sort;
  const known = ACCOUNT_COURSE_SORTS.find((value) => value === sort);
  return known && { sort: known, order: params.order === 'desc' ? 'desc' : 'asc' };
}

const isEnrollmentType = (type: string): type is keyof typeof ENROLLMENT_TYPES => Object.hasOwn(ENROLLMENT_TYPES, type);

/** enrollment_type[] as stored enrollment types; unknown names match nothing, as in Canvas. */
function enrollmentTypes(params: ListParams): string[] | undefined {
  return params.enrollment_type?.filter(isEnrollmentType).map((type) => ENROLLMENT_TYPES[type]);
}

/**
 * GET /accounts/:account_id/courses (Canvas's AccountsController#courses_api): the courses of the account and
 * its sub-accounts, for admins of the account or an ancestor. Unknown account or term: 404; others: 403.
 */
export function accountCourseRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/accounts/:account_id/courses', (c) => {
    const { db } = c.get('deps');
    const account = findAccount(db, pathId(c, 'account_id'));
    if (!account) throw notFound();
    if (!isAccountAdmin(db, c.get('caller').id, account.id)) throw forbidden();
    const params = parseParams(listParams, c.get('params'));
    const rootId = account.root_account_id ?? account.id;
    if (params.enrollment_term_id !== undefined && !findTerm(db, rootId, params.enrollment_term_id)) throw notFound();
    const filters: AccountCourseFilters = {
      states: courseStates(params),
      search: searchFilter(params),
      termId: params.enrollment_term_id,
      withEnrollments: params.hide_enrollmentless_courses || params.with_enrollments,
      enrollmentTypes: enrollmentTypes(params),
      completed: params.completed,
      blueprint: params.blueprint,
      isPublic: params.public,
      // CanvasTime.try_parse: a date Canvas cannot read filters nothing.
      startsBefore: params.starts_before === undefined ? undefined : isoToCanvasTime(params.starts_before),
      endsAfter: params.ends_after === undefined ? undefined : isoToCanvasTime(params.ends_after),
      subAccountIds: params.by_subaccounts,
      teacherIds: params.by_teachers,
    };
    const sort = sortOf(params);
    // Canvas's sorts keep offset pages (docs/decisions/0075); its default order, by id, pages by bookmarks.
    const rows = sort
      ? paginate(c, listAccountCourses(db, account.id, filters, sort))
      : paginateKeyset(c, accountCoursesById(db, account.id, filters), 10, { withoutLast: true });
    const includes = new Set(params.include?.filter((name) => !NOT_FOR_LISTS.has(name)));
    return json(c, serializeCourses(c, rows, { includes, callerEnrollments: false }));
  });
}

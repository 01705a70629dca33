import { Hono } from 'hono';
import { z } from 'zod';
import { canvasString, stringList } from '../../canvas/coerce';
import type { AppContext, AppEnv } from '../../canvas/context';
import { notFound, rejected } from '../../canvas/errors';
import { userPathId } from '../../canvas/ids';
import { paginate, paginateKeyset } from '../../canvas/pagination';
import { requireAny } from '../../canvas/permissions';
import { json } from '../../canvas/respond';
import { parseParams } from '../../canvas/validate';
import { loadCourse } from '../courses/course-access';
import { visibleSectionIds } from '../courses/section-visibility';
import { userJson } from './course-user.serialize';
import { findRosterUser, recentStudentsSource, rosterByName, rosterPosition, rosterSource } from './course-users.store';
import {
  CURRENT_AND_INACTIVE, CURRENT_STATES, rosterFilter, rosterIncludes, rosterParams, rosterSort, userRights, visibleStates,
} from './roster-params';
import { confirmedUserIds, contentShareSource, loadRosterEnrollments } from './roster-enrollments.store';
import { visibleCourseGrades } from '../enrollments/enrollment-page';

const UNCONFIRMED = new Set(['invited', 'creation_pending', 'rejected']);
/** Observers do not read the roster, so no roster reader reads grades as an observer. */
const NONE: ReadonlySet<number> = new Set();

/** GET /courses/:course_id/users and /search_users (docs/canvas-contract.md §2.10). */
function listUsers(c: AppContext): Response {
  const { course, access } = loadCourse(c, { rights: ['read_roster', 'view_all_grades', 'manage_grades'] });
  const params = parseParams(rosterParams, c.get('params'));
  const { db } = c.get('deps');
  const callerId = c.get('caller').id;
  const filter = rosterFilter(course.id, params, access, visibleSectionIds(db, callerId, course.id, access));
  const jumpTo = params.user_id && /^\d{1,15}$/.test(params.user_id) ? rosterPosition(db, filter, Number(params.user_id)) : undefined;
  const sort = rosterSort(params.sort, access);
  const options = {
    perPageAlias: 'limit',
    page: (perPage: number) => (jumpTo ? Math.ceil(jumpTo / perPage) : undefined),
    dropFromLinks: ['user_id'],
    withoutLast: true,
  };
  // Other sorts keep offset pages (docs/decisions/0075); user_id's page is a numbered page of either.
  const users = sort === 'username' ? paginateKeyset(c, rosterByName(db, filter), 10, options) : paginate(c, rosterSource(db, filter, sort), 10, options);
  // Canvas always asks for the SIS id and the email on this endpoint; permissions still decide.
  const includes = new Set([...rosterIncludes(params.include, access), 'sis_user_id', 'email', ...(sort === 'last_login' ? ['last_login'] : [])]);
  const ids = users.map((user) => user.id);
  const withEnrollments = includes.has('enrollments');
  // The same states as the roster filter: enrollment_state[], else current ones (plus inactive when asked).
  const enrollments = withEnrollments ? loadRosterEnrollments(db, course.id, ids, filter.states) : undefined;
  const confirmed = withEnrollments ? undefined : confirmedUserIds(db, course.id, ids);
  const rights = userRights(access);
  const courseGrades = enrollments ? visibleCourseGrades(db, { course, access, observed: NONE }, [...enrollments.values()].flat(), callerId) : undefined;
  return json(
    c,
    users.map((user) => {
      const mine = enrollments?.get(user.id) ?? [];
      const unconfirmed = confirmed ? !confirmed.has(user.id) : mine.every((e) => UNCONFIRMED.has(e.workflow_state));
      return userJson(c, user, {
        includes, rights, callerId, unconfirmed, lastLogin: user.last_login, ...(enrollments ? { enrollments: mine, courseGrades } : {}),
      });
    }),
  );
}

const showParams = z.object({ include: stringList().optional() });
const shareParams = z.object({ search_term: canvasString.optional() });

/** The course's people: roster, one member, recent students, content-share search (§2.10–§2.13). */
export function courseUserRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/courses/:course_id/users', listUsers)
    .get('/courses/:course_id/search_users', listUsers)
    .get('/courses/:course_id/users/:user_id', (c) => {
      const { course, access } = loadCourse(c, { rights: ['read_roster'] });
      const includes = new Set(rosterIncludes(parseParams(showParams, c.get('params')).include, access));
      const { db } = c.get('deps');
      const callerId = c.get('caller').id;
      const states = visibleStates(access, includes.has('inactive_enrollments') ? CURRENT_AND_INACTIVE : CURRENT_STATES);
      const sectionIds = visibleSectionIds(db, callerId, course.id, access);
      const filter = { courseId: course.id, states, sectionIds, includeTestStudent: true };
      const user = findRosterUser(db, filter, userPathId(c));
      if (!user) throw notFound();
      // The user's current (not ended) enrollments in this course.
      const enrollments = includes.has('enrollments')
        ? (loadRosterEnrollments(db, course.id, [user.id], visibleStates(access, CURRENT_STATES)).get(user.id) ?? [])
        : undefined;
      const courseGrades = enrollments ? visibleCourseGrades(db, { course, access, observed: NONE }, enrollments, callerId) : undefined;
      return json(c, userJson(c, user, {
        includes, rights: userRights(access), callerId, lastLogin: user.last_login, ...(enrollments ? { enrollments, courseGrades } : {}),
      }));
    })
    .get('/courses/:course_id/recent_students', (c) => {
      const { course, access } = loadCourse(c, { rights: ['read_reports'] });
      const { db } = c.get('deps');
      const users = paginate(c, recentStudentsSource(db, course.id));
      const includes = new Set(['last_login']);
      const options = { includes, rights: userRights(access), callerId: c.get('caller').id };
      return json(c, users.map((user) => userJson(c, user, { ...options, lastLogin: user.last_login })));
    })
    .get('/courses/:course_id/content_share_users', (c) => {
      // Canvas finds the course, then rejects a missing term, then checks the permission.
      const { course, access } = loadCourse(c, { rights: [] });
      const term = parseParams(shareParams, c.get('params')).search_term;
      if (term === undefined) throw rejected('Search term required');
      requireAny(access, 'read_as_admin');
      const users = paginate(c, contentShareSource(c.get('deps').db, course.root_account_id, term));
      const options = {
        includes: new Set(['avatar_url', 'email']), rights: userRights(access), callerId: c.get('caller').id, excludePseudonym: true,
      };
      return json(c, users.map((user) => userJson(c, user, options)));
    });
}

import { Hono } from 'hono';
import { z } from 'zod';
import { canvasBoolean, canvasString, stringList } from '../../canvas/coerce';
import type { AppContext, AppEnv } from '../../canvas/context';
import { searchTermTooShort } from '../../canvas/errors';
import { paginate } from '../../canvas/pagination';
import { courseAccess, type CourseAccess } from '../../canvas/permissions';
import { json } from '../../canvas/respond';
import { parseParams } from '../../canvas/validate';
import { userJson } from '../course-users/course-user.serialize';
import { userRights } from '../course-users/roster-params';
import { loadCourse } from '../courses/course-access';
import { isRootAdmin } from '../users/users.store';
import { loadReadableGroup } from './group-access';
import { categoryStats, embeddedMembers, groupUsers } from './group-members.store';
import type { GroupRow } from './group-row';
import { groupCategoryJson, groupJson } from './group.serialize';
import { courseGroups, currentGroups, findCategory } from './groups.store';

const listParams = z.object({ include: stringList().optional(), only_own_groups: canvasBoolean.optional() });
const selfParams = z.object({ include: stringList().optional(), context_type: canvasString.optional() });
const usersParams = z.object({
  include: stringList().optional(),
  search_term: canvasString.optional(),
  exclude_inactive: canvasBoolean.optional(),
});

/**
 * Renders groups with what include[] asks for. `users`: every live member for course staff (read_as_admin),
 * otherwise the participating ones, as Api::V1::Group does; members are rendered with the caller's rights in
 * the group's course (`accessOf`).
 */
export function renderGroups(c: AppContext, groups: GroupRow[], includes: Set<string>, accessOf: (group: GroupRow) => CourseAccess) {
  const { db } = c.get('deps');
  const callerId = c.get('caller').id;
  const sis = isRootAdmin(db, callerId);
  return groups.map((group) => {
    const users = includes.has('users') ? renderMembers(c, group, accessOf(group)) : undefined;
    const category = includes.has('group_category') ? findCategory(db, group.group_category_id) : undefined;
    return groupJson(c, group, {
      sis,
      users,
      category: category && groupCategoryJson(category, categoryStats(db, category.id, category.course_id, callerId), { sis, includes: new Set() }),
      htmlUrl: includes.has('html_url'),
    });
  });
}

function renderMembers(c: AppContext, group: GroupRow, access: CourseAccess) {
  const members = embeddedMembers(c.get('deps').db, group.id, !access.rights.has('read_as_admin'));
  const options = { includes: new Set<string>(), rights: userRights(access), callerId: c.get('caller').id };
  return members.map((user) => userJson(c, user, options));
}

/** The caller's rights in a group's course. */
export const courseAccessFor = (c: AppContext, group: GroupRow) =>
  courseAccess(c.get('deps').db, c.get('caller').id, { id: group.course_id, account_id: group.course_account_id, workflow_state: group.course_state });

/** Groups: a course's (§7.9), the caller's, one group, and its users (Canvas's GroupsController). */
export function groupRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/courses/:course_id/groups', (c) => {
      // GroupsController#context_index: read_roster on the course.
      const { course, access } = loadCourse(c, { rights: ['read_roster'] });
      const params = parseParams(listParams, c.get('params'));
      const { db } = c.get('deps');
      const groups = paginate(c, courseGroups(db, course.id, params.only_own_groups ? c.get('caller').id : undefined));
      return json(c, renderGroups(c, groups, new Set(params.include), () => access));
    })
    .get('/users/self/groups', (c) => {
      const params = parseParams(selfParams, c.get('params'));
      const { db } = c.get('deps');
      // Every Lectern group lives in a course, so context_type=Account lists nothing.
      const groups = params.context_type && params.context_type !== 'Course' ? paginate(c, { fetch: () => [] }) : paginate(c, currentGroups(db, c.get('caller').id));
      return json(c, renderGroups(c, groups, new Set(params.include), (group) => courseAccessFor(c, group)));
    })
    .get('/groups/:group_id', (c) => {
      const { group, access } = loadReadableGroup(c);
      const params = parseParams(selfParams.pick({ include: true }), c.get('params'));
      const [rendered] = renderGroups(c, [group], new Set(params.include), () => access);
      return json(c, rendered);
    })
    .get('/groups/:group_id/users', (c) => {
      const { group, access } = loadReadableGroup(c);
      const params = parseParams(usersParams, c.get('params'));
      const search = params.search_term?.trim() || undefined;
      if (search && search.length < 2) throw searchTermTooShort();
      const { db } = c.get('deps');
      const users = paginate(c, groupUsers(db, group.id, { participatingOnly: params.exclude_inactive === true, search }));
      const options = { includes: new Set(params.include), rights: userRights(access), callerId: c.get('caller').id };
      return json(c, users.map((user) => userJson(c, user, options)));
    });
}

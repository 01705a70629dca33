import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../canvas/context';
import { fieldError, forbidden, notFound, validationFailed } from '../../canvas/errors';
import { pathId } from '../../canvas/ids';
import { json } from '../../canvas/respond';
import { canvasUuid } from '../../canvas/uuid';
import { loadCourse } from '../courses/course-access';
import { findUser, isRootAdmin } from '../users/users.store';
import { categoryStats } from './group-members.store';
import type { GroupCategoryRow, GroupRow } from './group-row';
import { readCategoryFields, readGroupFields } from './group-write-params';
import { addMember, canJoinCourse, categoryNameTaken, findMembership, insertCategory, insertGroup, sharesSectionWithMembers } from './group-writes.store';
import { groupCategoryJson, groupMembershipJson } from './group.serialize';
import { courseAccessFor, renderGroups } from './groups.routes';
import { findActiveGroup, findCategory } from './groups.store';

/** Sets in which a user may be in several groups at once (GroupCategory#allows_multiple_memberships?). */
const allowsMultipleMemberships = (role: string | null) => role === 'student_organized' || role === 'communities';

/** The group set named in the path; GroupCategory.active.find answers an unknown one with the plain 404. */
function loadCategory(c: AppContext): GroupCategoryRow {
  const category = findCategory(c.get('deps').db, pathId(c, 'group_category_id'));
  if (!category) throw notFound();
  return category;
}

/** User ids are numeric or "self" (api_find); anything else names no user. */
function targetUserId(c: AppContext): number {
  const raw: unknown = c.get('params').user_id;
  if (raw === 'self') return c.get('caller').id;
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (typeof text !== 'string' || !/^\d{1,15}$/.test(text.trim())) throw notFound();
  return Number(text);
}

/**
 * Group#full?: outside student-organized sets, a group is full when its accepted members reach its max_membership,
 * or, without one, its set's group_limit.
 */
function isFull(group: GroupRow, category: GroupCategoryRow): boolean {
  if (category.role === 'student_organized') return false;
  const cap = group.max_membership ?? category.group_limit;
  return cap !== null && group.members_count >= cap;
}

/**
 * GroupMembership's :create policy. Staff with manage_groups_manage place anyone enrolled in the course
 * (Group#can_join?); a user adds themselves when the group grants :join (an active enrollment and free association:
 * self sign-up, or a student-organized group that auto-joins or takes requests).
 */
function mayAddMember(c: AppContext, group: GroupRow, category: GroupCategoryRow, userId: number): boolean {
  const { db } = c.get('deps');
  const callerId = c.get('caller').id;
  const access = courseAccessFor(c, group);
  if (access.rights.has('manage_groups_manage') && canJoinCourse(db, group.course_id, userId)) return true;
  if (callerId !== userId || !access.rights.has('participate_as_student')) return false;
  const freeJoin = allowsMultipleMemberships(category.role) && ['parent_context_auto_join', 'parent_context_request'].includes(group.join_level);
  const selfSignup =
    category.self_signup === 'enabled' || (category.self_signup === 'restricted' && sharesSectionWithMembers(db, group.id, group.course_id, userId));
  return freeJoin || selfSignup;
}

/** GroupMembership's validations on a new membership: a shared section in restricted sets, and room in the group. */
function refuseNewMember(c: AppContext, group: GroupRow, category: GroupCategoryRow, user: { id: number; name: string }): void {
  const { db } = c.get('deps');
  if (category.self_signup === 'restricted' && !sharesSectionWithMembers(db, group.id, group.course_id, user.id)) {
    const message = `${user.name} does not share a section with the other members of ${group.name}.`;
    throw validationFailed(fieldError('user_id', message, message));
  }
  if (isFull(group, category)) throw validationFailed(fieldError('group_id', 'The group is full.', 'The group is full.'));
}

/** Creating group sets, groups and memberships (GroupCategoriesController, GroupsController, GroupMembershipsController #create). */
export function groupWriteRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post('/courses/:course_id/group_categories', (c) => {
      const { course } = loadCourse(c, { rights: ['manage_groups_add'] });
      const { db } = c.get('deps');
      const fields = readCategoryFields(c.get('params'), (name) => categoryNameTaken(db, course.id, name));
      const category = findCategory(db, insertCategory(db, { courseId: course.id, ...fields }));
      if (!category) throw notFound();
      const callerId = c.get('caller').id;
      const includes = new Set(['unassigned_users_count', 'groups_count']);
      return json(c, groupCategoryJson(category, categoryStats(db, category.id, course.id, callerId), { sis: isRootAdmin(db, callerId), includes }));
    })
    .post('/group_categories/:group_category_id/groups', (c) => {
      const category = loadCategory(c);
      const { access } = loadCourse(c, { courseId: category.course_id, rights: ['manage_groups_add'] });
      const { db } = c.get('deps');
      const fields = readGroupFields(c.get('params'), access.rights.has('manage_storage_quotas'));
      const id = insertGroup(db, category, { ...fields, name: fields.name ?? canvasUuid() });
      const group = findActiveGroup(db, id);
      if (!group) throw notFound();
      const [rendered] = renderGroups(c, [group], new Set(['users', 'group_category']), () => access);
      return json(c, rendered);
    })
    .post('/groups/:group_id/memberships', (c) => {
      const { db } = c.get('deps');
      const group = findActiveGroup(db, pathId(c, 'group_id'));
      if (!group) throw notFound();
      const userId = targetUserId(c);
      const user = findUser(db, userId);
      const category = findCategory(db, group.group_category_id);
      if (!user || !category) throw notFound();
      if (!mayAddMember(c, group, category, userId)) throw forbidden();
      const existing = findMembership(db, group.id, userId);
      if (!existing || existing.workflow_state === 'deleted') refuseNewMember(c, group, category, user);
      const { membership, created } = addMember(db, group.id, userId, !allowsMultipleMemberships(category.role));
      return json(c, groupMembershipJson(membership, { sis: isRootAdmin(db, c.get('caller').id), justCreated: created }));
    });
}

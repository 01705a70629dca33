import type { Db } from '../../canvas/context';
import type { PageSource } from '../../canvas/pagination';
import { likePattern } from '../../db/sql';
import type { UserRow } from '../users/user-row';
import { prepared } from '../../db/statements';

/** Users of groups and the counts a group set reports. */

/** Memberships that are not deleted: accepted, invited or requested (Group#users). */
const LIVE_MEMBERSHIP = `m.workflow_state != 'deleted'`;
/** Group#participating_users_in_context: accepted members with an active enrollment in the group's course. */
const PARTICIPATING = `m.workflow_state = 'accepted' AND EXISTS (SELECT 1 FROM enrollments e JOIN groups g ON g.id = m.group_id
  WHERE e.user_id = u.id AND e.course_id = g.course_id AND e.workflow_state = 'active')`;

export type MemberFilter = { participatingOnly: boolean; search?: string };

/** GET /groups/:id/users: the group's users by sortable name (UserSearch's default order). */
export function groupUsers(db: Db, groupId: number, filter: MemberFilter): PageSource<UserRow> {
  const args: (number | string)[] = [groupId];
  let where = `m.group_id = ? AND u.workflow_state != 'deleted' AND ${filter.participatingOnly ? PARTICIPATING : LIVE_MEMBERSHIP}`;
  if (filter.search) {
    where += ` AND u.name LIKE ? ESCAPE '\\'`;
    args.push(likePattern(filter.search));
  }
  const from = `FROM users u JOIN group_memberships m ON m.user_id = u.id WHERE ${where}`;
  return {
    fetch: (limit, offset) =>
      prepared<(number | string)[], UserRow>(db, `SELECT u.* ${from} ORDER BY u.sortable_name COLLATE NOCASE, u.id LIMIT ? OFFSET ?`).all(...args, limit, offset),
    count: () => prepared<(number | string)[], { n: number }>(db, `SELECT COUNT(*) AS n ${from}`).get(...args)?.n ?? 0,
  };
}

/** Canvas caps a group's embedded `users` at this many. */
const EMBEDDED_MEMBER_LIMIT = 1000;

/** include[]=users: every live member for course staff, the participating ones for everyone else. */
export function embeddedMembers(db: Db, groupId: number, participatingOnly: boolean): UserRow[] {
  return groupUsers(db, groupId, { participatingOnly }).fetch(EMBEDDED_MEMBER_LIMIT, 0);
}

export type CategoryStats = { groupsCount: number; unassignedUsersCount: number; isMember: boolean };

/**
 * groups_count (active groups), unassigned_users_count (students whose enrollment has not ended and who are in
 * none of the set's active groups: Course#users_not_in_groups), and is_member (the caller has a live membership
 * in one of the set's active groups).
 */
export function categoryStats(db: Db, categoryId: number, courseId: number, callerId: number): CategoryStats {
  const row = prepared<[number, number, number, number, number], { groups: number; unassigned: number; member: number }>(db,
      `SELECT
         (SELECT COUNT(*) FROM groups WHERE group_category_id = ? AND workflow_state != 'deleted') AS groups,
         (SELECT COUNT(DISTINCT e.user_id) FROM enrollments e
           WHERE e.course_id = ? AND e.type = 'StudentEnrollment' AND e.workflow_state IN ('active', 'invited', 'creation_pending')
             AND NOT EXISTS (SELECT 1 FROM group_memberships m JOIN groups g ON g.id = m.group_id
               WHERE m.user_id = e.user_id AND m.workflow_state != 'deleted' AND g.group_category_id = ?
                 AND g.workflow_state != 'deleted')) AS unassigned,
         EXISTS (SELECT 1 FROM group_memberships m JOIN groups g ON g.id = m.group_id
           WHERE g.group_category_id = ? AND g.workflow_state != 'deleted' AND m.user_id = ? AND m.workflow_state != 'deleted') AS member`,
    )
    .get(categoryId, courseId, categoryId, categoryId, callerId);
  return { groupsCount: row?.groups ?? 0, unassignedUsersCount: row?.unassigned ?? 0, isMember: Boolean(row?.member) };
}

import type { Db } from '../../canvas/context';
import type { PageSource } from '../../canvas/pagination';
import type { GroupCategoryRow, GroupRow } from './group-row';
import { prepared } from '../../db/statements';

/** SQL for groups, group sets and memberships. */

/**
 * Group columns plus the category's role, the course's state, the accepted member count, and whether a member
 * submitted to an active assignment of the group's set (Lectern keeps no group_id on submissions).
 */
const GROUP_SELECT = `SELECT g.*, gc.role AS category_role, c.workflow_state AS course_state, c.account_id AS course_account_id,
  (SELECT COUNT(*) FROM group_memberships m WHERE m.group_id = g.id AND m.workflow_state = 'accepted') AS members_count,
  EXISTS (SELECT 1 FROM submissions s JOIN assignments a ON a.id = s.assignment_id
    JOIN group_memberships m ON m.user_id = s.user_id AND m.group_id = g.id AND m.workflow_state = 'accepted'
    WHERE a.group_category_id = g.group_category_id AND a.workflow_state != 'deleted'
      AND s.submission_type IS NOT NULL AND s.workflow_state != 'deleted') AS has_submission
  FROM groups g JOIN group_categories gc ON gc.id = g.group_category_id JOIN courses c ON c.id = g.course_id`;

/** Canvas's bookmark order: by name, then id. */
const BY_NAME = 'g.name COLLATE NOCASE, g.id';

function pageOf(db: Db, where: string, order: string, args: (number | string)[]): PageSource<GroupRow> {
  return {
    fetch: (limit, offset) =>
      prepared<(number | string)[], GroupRow>(db, `${GROUP_SELECT} WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`).all(...args, limit, offset),
    count: () =>
      prepared<(number | string)[], { n: number }>(db,
          `SELECT COUNT(*) AS n FROM groups g JOIN group_categories gc ON gc.id = g.group_category_id WHERE ${where}`,
        )
        .get(...args)?.n ?? 0,
  };
}

const IS_MEMBER = `EXISTS (SELECT 1 FROM group_memberships m WHERE m.group_id = g.id AND m.user_id = ? AND m.workflow_state = 'accepted')`;

/** An active (not deleted) group. */
export function findActiveGroup(db: Db, id: number): GroupRow | undefined {
  return prepared<[number], GroupRow>(db, `${GROUP_SELECT} WHERE g.id = ? AND g.workflow_state != 'deleted'`).get(id);
}

/** A course's active groups, set by set (by the set's name) and by name within a set; optionally only `userId`'s. */
export function courseGroups(db: Db, courseId: number, memberId?: number): PageSource<GroupRow> {
  const mine = memberId === undefined ? '' : ` AND ${IS_MEMBER}`;
  const args = memberId === undefined ? [courseId] : [courseId, memberId];
  return pageOf(db, `g.course_id = ? AND g.workflow_state != 'deleted'${mine}`, `gc.name COLLATE NOCASE, gc.id, ${BY_NAME}`, args);
}

/** The active groups of one set, by name. */
export function categoryGroups(db: Db, categoryId: number): PageSource<GroupRow> {
  return pageOf(db, `g.group_category_id = ? AND g.workflow_state != 'deleted'`, BY_NAME, [categoryId]);
}

/** User#current_groups: active groups where the user's membership is accepted, by name; Canvas gives no "last" link. */
export function currentGroups(db: Db, userId: number): PageSource<GroupRow> {
  const { fetch } = pageOf(db, `g.workflow_state != 'deleted' AND ${IS_MEMBER}`, BY_NAME, [userId]);
  return { fetch };
}

export function isAcceptedMember(db: Db, groupId: number, userId: number): boolean {
  return (
    prepared<[number, number], { ok: number }>(db,
        `SELECT 1 AS ok FROM group_memberships WHERE group_id = ? AND user_id = ? AND workflow_state = 'accepted'`,
      )
      .get(groupId, userId) !== undefined
  );
}

export function findCategory(db: Db, id: number): GroupCategoryRow | undefined {
  return prepared<[number], GroupCategoryRow>(db, 'SELECT * FROM group_categories WHERE id = ?').get(id);
}

/** A course's group sets; Canvas leaves them unordered, which is id order in practice. */
export function courseCategories(db: Db, courseId: number): PageSource<GroupCategoryRow> {
  return {
    fetch: (limit, offset) =>
      prepared<[number, number, number], GroupCategoryRow>(db, 'SELECT * FROM group_categories WHERE course_id = ? ORDER BY id LIMIT ? OFFSET ?')
        .all(courseId, limit, offset),
    count: () => prepared<[number], { n: number }>(db, 'SELECT COUNT(*) AS n FROM group_categories WHERE course_id = ?').get(courseId)?.n ?? 0,
  };
}

import type { Db } from '../../canvas/context';
import { nowIso } from '../../canvas/dates';
import { syncSubmissionRows } from '../assignments/submission-rows';
import type { GroupCategoryRow, MembershipRow } from './group-row';
import { prepared } from '../../db/statements';

/** SQL for creating group sets, groups and memberships. */

export type NewCategory = { courseId: number; name: string; selfSignup: string | null; groupLimit: number | null; autoLeader: string | null };

export function insertCategory(db: Db, category: NewCategory): number {
  const info = prepared(db, `INSERT INTO group_categories (course_id, name, self_signup, group_limit, auto_leader, created_at) VALUES (?, ?, ?, ?, ?, ?)`)
    .run(category.courseId, category.name, category.selfSignup, category.groupLimit, category.autoLeader, nowIso());
  return Number(info.lastInsertRowid);
}

export function categoryNameTaken(db: Db, courseId: number, name: string): boolean {
  return prepared<[number, string], { ok: number }>(db, 'SELECT 1 AS ok FROM group_categories WHERE course_id = ? AND name = ?').get(courseId, name) !== undefined;
}

export type NewGroup = { name: string; description: string | null; joinLevel: string; storageQuotaMb: number | undefined };

/** Group#update_max_membership_from_group_category: a new group takes its set's group_limit as its cap. */
export function insertGroup(db: Db, category: GroupCategoryRow, group: NewGroup): number {
  const info = prepared(db,
      `INSERT INTO groups (group_category_id, course_id, name, description, join_level, max_membership, storage_quota_mb, created_at)
       VALUES (?, ?, ?, ?, ?, ?, COALESCE(?, 50), ?)`,
    )
    .run(category.id, category.course_id, group.name, group.description, group.joinLevel, category.group_limit, group.storageQuotaMb ?? null, nowIso());
  return Number(info.lastInsertRowid);
}

export function findMembership(db: Db, groupId: number, userId: number): MembershipRow | undefined {
  return prepared<[number, number], MembershipRow>(db, 'SELECT * FROM group_memberships WHERE group_id = ? AND user_id = ?').get(groupId, userId);
}

/**
 * Group#add_user for a course group: a live membership is accepted (GroupMembership#auto_join accepts invitations
 * and requests outside communities); a new or deleted one becomes an accepted membership created now. Then, unless
 * the set allows several memberships, the user leaves the set's other groups (ensure_mutually_exclusive_membership).
 * Returns the membership and whether it is new.
 */
export function addMember(db: Db, groupId: number, userId: number, exclusive: boolean): { membership: MembershipRow; created: boolean } {
  return db.transaction(() => {
    const existing = findMembership(db, groupId, userId);
    const created = existing === undefined || existing.workflow_state === 'deleted';
    if (existing === undefined) {
      prepared(db, `INSERT INTO group_memberships (group_id, user_id, workflow_state, created_at) VALUES (?, ?, 'accepted', ?)`).run(groupId, userId, nowIso());
    } else if (created) {
      prepared(db, `UPDATE group_memberships SET workflow_state = 'accepted', moderator = 0, created_at = ? WHERE id = ?`).run(nowIso(), existing.id);
    } else {
      prepared(db, `UPDATE group_memberships SET workflow_state = 'accepted' WHERE id = ?`).run(existing.id);
    }
    if (exclusive) {
      prepared(db,
        `UPDATE group_memberships SET workflow_state = 'deleted'
          WHERE user_id = ? AND group_id != ? AND workflow_state != 'deleted'
            AND group_id IN (SELECT id FROM groups WHERE group_category_id = (SELECT group_category_id FROM groups WHERE id = ?))`,
      ).run(userId, groupId, groupId);
    }
    // Group overrides now reach (or stop reaching) this member: their submission rows follow (decision 11).
    const courseId = prepared<[number], { course_id: number }>(db, 'SELECT course_id FROM groups WHERE id = ?').get(groupId)?.course_id;
    if (courseId !== undefined) syncSubmissionRows(db, courseId, undefined, [userId]);
    const membership = findMembership(db, groupId, userId);
    if (!membership) throw new Error('membership vanished inside its own transaction');
    return { membership, created };
  }).immediate();
}

/** Group#can_join? for a course: the user has an enrollment there that is not deleted and not the test student's. */
export function canJoinCourse(db: Db, courseId: number, userId: number): boolean {
  return (
    prepared<[number, number], { ok: number }>(db,
        `SELECT 1 AS ok FROM enrollments WHERE course_id = ? AND user_id = ? AND workflow_state != 'deleted' AND type != 'StudentViewEnrollment'`,
      )
      .get(courseId, userId) !== undefined
  );
}

/**
 * Group#has_common_section_with_user?: some active section of the course holds an active student enrollment of the
 * user and of every member whose course enrollment is active or pending.
 */
export function sharesSectionWithMembers(db: Db, groupId: number, courseId: number, userId: number): boolean {
  return (
    prepared<[number, number, number, number], { ok: number }>(db,
        `WITH people AS (
           SELECT ? AS user_id
           UNION SELECT m.user_id FROM group_memberships m WHERE m.group_id = ? AND m.workflow_state != 'deleted'
             AND EXISTS (SELECT 1 FROM enrollments e WHERE e.user_id = m.user_id AND e.course_id = ?
               AND e.workflow_state IN ('active', 'invited', 'creation_pending')))
         SELECT 1 AS ok FROM course_sections s WHERE s.course_id = ? AND s.workflow_state != 'deleted'
           AND NOT EXISTS (SELECT 1 FROM people p WHERE NOT EXISTS (SELECT 1 FROM enrollments e
             WHERE e.user_id = p.user_id AND e.course_section_id = s.id AND e.type = 'StudentEnrollment'
               AND e.workflow_state IN ('active', 'invited', 'creation_pending')))`,
      )
      .get(userId, groupId, courseId, courseId) !== undefined
  );
}

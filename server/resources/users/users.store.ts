import type { Db } from '../../canvas/context';
import type { UserRow } from './user-row';
import { prepared } from '../../db/statements';

export function findUser(db: Db, id: number): UserRow | undefined {
  return prepared<[number], UserRow>(db, 'SELECT * FROM users WHERE id = ?').get(id);
}

/** Admins of a root account (one with no parent) may read every user of the installation. */
export function isRootAdmin(db: Db, userId: number): boolean {
  return (
    prepared<[number], { ok: number }>(db,
        `SELECT 1 AS ok FROM account_users au JOIN accounts a ON a.id = au.account_id
          WHERE au.user_id = ? AND au.workflow_state = 'active' AND a.parent_account_id IS NULL LIMIT 1`,
      )
      .get(userId) !== undefined
  );
}

/** Self, an observer of the user, or a root-account admin may read a user's courses (docs/canvas-contract.md §2.2). */
export function canReadUser(db: Db, callerId: number, userId: number): boolean {
  if (callerId === userId || isRootAdmin(db, callerId)) return true;
  const observes = prepared<[number, number], { ok: number }>(db,
      `SELECT 1 AS ok FROM enrollments WHERE user_id = ? AND associated_user_id = ?
        AND type = 'ObserverEnrollment' AND workflow_state = 'active' LIMIT 1`,
    )
    .get(callerId, userId);
  return observes !== undefined;
}

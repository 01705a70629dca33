import { Hono } from 'hono';
import type { AppEnv, Db } from '../../canvas/context';
import { forbidden, notFound } from '../../canvas/errors';
import { pathId } from '../../canvas/ids';
import { paginate } from '../../canvas/pagination';
import { isAccountAdmin } from '../../canvas/permissions';
import { json } from '../../canvas/respond';
import { prepared } from '../../db/statements';

export type AccountRow = {
  id: number;
  name: string;
  uuid: string;
  parent_account_id: number | null;
  root_account_id: number | null;
  workflow_state: string;
  default_time_zone: string;
  default_storage_quota_mb: number;
  default_user_storage_quota_mb: number;
  default_group_storage_quota_mb: number;
  sis_account_id: string | null;
};

/** Account JSON (docs/canvas-contract.md §7.13). */
export const accountJson = (account: AccountRow) => ({
  id: account.id,
  name: account.name,
  uuid: account.uuid,
  workflow_state: account.workflow_state,
  parent_account_id: account.parent_account_id,
  root_account_id: account.root_account_id,
  default_storage_quota_mb: account.default_storage_quota_mb,
  default_user_storage_quota_mb: account.default_user_storage_quota_mb,
  default_group_storage_quota_mb: account.default_group_storage_quota_mb,
  default_time_zone: account.default_time_zone,
  course_template_id: null,
  sis_account_id: account.sis_account_id,
});

export function findAccount(db: Db, id: number): AccountRow | undefined {
  return prepared<[number], AccountRow>(db, `SELECT * FROM accounts WHERE id = ? AND workflow_state != 'deleted'`).get(id);
}

/** GET /accounts lists the accounts the caller administers directly; students and teachers get []. */
export function accountRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/accounts', (c) => {
      const { db } = c.get('deps');
      const userId = c.get('caller').id;
      const rows = paginate(c, {
        fetch: (limit, offset) =>
          prepared<[number, number, number], AccountRow>(db,
              `SELECT a.* FROM accounts a JOIN account_users au ON au.account_id = a.id
                WHERE au.user_id = ? AND au.workflow_state = 'active' AND a.workflow_state != 'deleted'
                GROUP BY a.id ORDER BY a.name COLLATE NOCASE, a.id LIMIT ? OFFSET ?`,
            )
            .all(userId, limit, offset),
      });
      return json(c, rows.map(accountJson));
    })
    .get('/accounts/:account_id', (c) => {
      const { db } = c.get('deps');
      const account = findAccount(db, pathId(c, 'account_id'));
      if (!account) throw notFound();
      if (!isAccountAdmin(db, c.get('caller').id, account.id)) throw forbidden();
      return json(c, accountJson(account));
    });
}

import { Hono } from 'hono';
import { z } from 'zod';
import { canvasBoolean } from '../../canvas/coerce';
import type { AppEnv, Db } from '../../canvas/context';
import { forbidden, notFound } from '../../canvas/errors';
import { pathId } from '../../canvas/ids';
import { paginate } from '../../canvas/pagination';
import { isAccountAdmin } from '../../canvas/permissions';
import { json } from '../../canvas/respond';
import { parseParams } from '../../canvas/validate';
import { accountJson, findAccount, type AccountRow } from './accounts.routes';
import { prepared } from '../../db/statements';

const listParams = z.object({ recursive: canvasBoolean.optional() });

/** Direct children, or with `recursive` the whole tree below the account; live accounts only, by id. */
function subAccounts(db: Db, accountId: number, recursive: boolean) {
  const tree = recursive
    ? `WITH RECURSIVE tree(id) AS (SELECT id FROM accounts WHERE parent_account_id = ?
         UNION SELECT a.id FROM accounts a JOIN tree ON a.parent_account_id = tree.id)`
    : `WITH tree(id) AS (SELECT id FROM accounts WHERE parent_account_id = ?)`;
  const base = `${tree} SELECT a.* FROM accounts a JOIN tree ON tree.id = a.id WHERE a.workflow_state != 'deleted'`;
  return {
    fetch: (limit: number, offset: number) =>
      prepared<[number, number, number], AccountRow>(db, `${base} ORDER BY a.id LIMIT ? OFFSET ?`).all(accountId, limit, offset),
    // Canvas counts only the direct children; the recursive list has no "last" link.
    count: recursive
      ? undefined
      : () => prepared<[number], { n: number }>(db, `SELECT COUNT(*) AS n FROM (${base})`).get(accountId)?.n ?? 0,
  };
}

/** GET /accounts/:account_id/sub_accounts (Canvas's AccountsController#sub_accounts), for account admins. */
export function subAccountRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/accounts/:account_id/sub_accounts', (c) => {
    const { db } = c.get('deps');
    const account = findAccount(db, pathId(c, 'account_id'));
    if (!account) throw notFound();
    if (!isAccountAdmin(db, c.get('caller').id, account.id)) throw forbidden();
    const { recursive } = parseParams(listParams, c.get('params'));
    return json(c, paginate(c, subAccounts(db, account.id, recursive === true)).map(accountJson));
  });
}

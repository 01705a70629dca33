import { Hono } from 'hono';
import { z } from 'zod';
import { stringList } from '../../canvas/coerce';
import type { AppEnv } from '../../canvas/context';
import { forbidden, notFound } from '../../canvas/errors';
import { pathId } from '../../canvas/ids';
import { paginate } from '../../canvas/pagination';
import { isAccountAdmin } from '../../canvas/permissions';
import { json } from '../../canvas/respond';
import { parseParams } from '../../canvas/validate';
import { findAccount } from '../accounts/accounts.routes';
import { termJson } from './term.serialize';
import { listTerms } from './terms.store';

const listParams = z.object({ workflow_state: stringList().optional() });

/**
 * GET /accounts/:account_id/terms (Canvas's TermsApiController#index): the root account's terms, paginated,
 * wrapped as {"enrollment_terms": [...]}. workflow_state[] defaults to active; "all" lists every state.
 */
export function termRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/accounts/:account_id/terms', (c) => {
    const { db } = c.get('deps');
    const account = findAccount(db, pathId(c, 'account_id'));
    if (!account) throw notFound();
    if (!isAccountAdmin(db, c.get('caller').id, account.id)) throw forbidden();
    const requested = parseParams(listParams, c.get('params')).workflow_state ?? [];
    const states = requested.includes('all') ? undefined : requested.length > 0 ? requested : ['active'];
    const rows = paginate(c, listTerms(db, account.root_account_id ?? account.id, states));
    // Only account admins get here, and they may read SIS ids.
    return json(c, { enrollment_terms: rows.map((row) => termJson(row, { withSis: true })) });
  });
}

import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { canvasString } from '../../canvas/coerce';
import type { AppContext, AppEnv, Db } from '../../canvas/context';
import { nowIso, parseDateParam } from '../../canvas/dates';
import { fieldError, forbidden, notFound, parameterMissing, validationFailed } from '../../canvas/errors';
import { hashToken } from '../../canvas/auth';
import { pathId, userPathId } from '../../canvas/ids';
import { isAccountAdmin } from '../../canvas/permissions';
import { json } from '../../canvas/respond';
import { canvasUuid } from '../../canvas/uuid';
import { parseParams } from '../../canvas/validate';
import { findAccount } from '../accounts/accounts.routes';
import { userJson } from './user-json';
import { findUser, isRootAdmin } from './users.store';
import { prepared } from '../../db/statements';

const createUserParams = z.object({
  user: z.object({
    name: canvasString.pipe(z.string().trim().min(1).max(255)),
    short_name: canvasString.optional(),
    sortable_name: canvasString.optional(),
  }),
  pseudonym: z.object({ unique_id: canvasString.pipe(z.string().trim().min(1).max(100)) }),
  communication_channel: z.object({ address: canvasString.optional() }).optional(),
});

function defaultSortableName(name: string): string {
  const parts = name.trim().split(/\s+/);
  return parts.length < 2 ? name : `${parts.at(-1) ?? ''}, ${parts.slice(0, -1).join(' ')}`;
}

function createUser(db: Db, params: z.output<typeof createUserParams>) {
  const loginId = params.pseudonym.unique_id;
  const taken = prepared<[string], { id: number }>(db, 'SELECT id FROM users WHERE login_id = ? COLLATE NOCASE').get(loginId);
  if (taken) throw validationFailed(fieldError('pseudonym.unique_id', 'taken', 'ID already in use for this account and authentication provider'));
  const name = params.user.name;
  const email = params.communication_channel?.address ?? (loginId.includes('@') ? loginId : null);
  const info = prepared(db,
      `INSERT INTO users (name, sortable_name, short_name, email, login_id, uuid, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(name, params.user.sortable_name ?? defaultSortableName(name), params.user.short_name ?? name, email, loginId, canvasUuid(), nowIso());
  return Number(info.lastInsertRowid);
}

const tokenParams = z.object({
  token: z.object({ purpose: canvasString.optional(), expires_at: z.unknown().optional() }).optional(),
});

function tokenJson(row: { id: number; user_id: number; purpose: string; expires_at: string | null; created_at: string }, token?: string) {
  return {
    id: row.id,
    user_id: row.user_id,
    purpose: row.purpose,
    expires_at: row.expires_at,
    created_at: row.created_at,
    updated_at: row.created_at,
    workflow_state: 'active',
    scopes: [],
    ...(token ? { token, visible_token: token.slice(0, 4) } : {}),
  };
}

/** Only the user themself or a root-account admin may issue or revoke a user's tokens. */
function requireTokenOwner(c: AppContext): number {
  const { db } = c.get('deps');
  const userId = userPathId(c);
  if (!findUser(db, userId)) throw notFound();
  const callerId = c.get('caller').id;
  if (callerId !== userId && !isRootAdmin(db, callerId)) throw forbidden();
  return userId;
}

/** Creating users and their access tokens: what admins (and e2e tests) use to set up people. */
export function userAdminRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post('/accounts/:account_id/users', (c) => {
      const { db } = c.get('deps');
      const account = findAccount(db, pathId(c, 'account_id'));
      if (!account) throw notFound();
      if (!isAccountAdmin(db, c.get('caller').id, account.id)) throw forbidden();
      const tree = c.get('params');
      if (tree.user === undefined) throw parameterMissing('user');
      const params = parseParams(createUserParams, tree);
      const id = db.transaction(() => createUser(db, params)).immediate();
      const user = findUser(db, id);
      if (!user) throw notFound();
      return json(c, userJson(c, user));
    })
    .post('/users/:user_id/tokens', (c) => {
      const userId = requireTokenOwner(c);
      const { db } = c.get('deps');
      const params = parseParams(tokenParams, c.get('params'));
      const expiresAt = parseDateParam(params.token?.expires_at, 'expires_at') ?? null;
      const token = `lectern~${randomBytes(24).toString('hex')}`;
      const createdAt = nowIso();
      const purpose = params.token?.purpose ?? 'API access';
      const info = prepared(db, `INSERT INTO access_tokens (user_id, token_hash, purpose, expires_at, created_at) VALUES (?, ?, ?, ?, ?)`)
        .run(userId, hashToken(token), purpose, expiresAt, createdAt);
      return json(c, tokenJson({ id: Number(info.lastInsertRowid), user_id: userId, purpose, expires_at: expiresAt, created_at: createdAt }, token));
    })
    .delete('/users/:user_id/tokens/:id', (c) => {
      const userId = requireTokenOwner(c);
      const { db } = c.get('deps');
      const row = prepared<[number, number], { id: number; user_id: number; purpose: string; expires_at: string | null; created_at: string }>(db,
          `SELECT id, user_id, purpose, expires_at, created_at FROM access_tokens WHERE id = ? AND user_id = ? AND workflow_state = 'active'`,
        )
        .get(pathId(c, 'id'), userId);
      if (!row) throw notFound();
      prepared(db, `UPDATE access_tokens SET workflow_state = 'deleted' WHERE id = ?`).run(row.id);
      return json(c, { ...tokenJson(row), workflow_state: 'deleted' });
    });
}

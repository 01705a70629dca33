import { createHash } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts';
import { isLocalClient } from './client';
import type { AppContext, AppEnv, Db } from './context';
import { nowIso } from './dates';
import { demoTokenRefused, expiredToken, invalidToken, unauthenticated } from './errors';
import { ANONYMOUS_BODY_LIMIT, requestParams } from './request-params';

/** Tokens are stored only as their SHA-256 digest, so a copied database does not leak credentials. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

type TokenRow = {
  id: number;
  user_id: number;
  workflow_state: string;
  expires_at: string | null;
  last_used_at: string | null;
  user_name: string;
};

function bearerToken(header: string | undefined): string | undefined {
  const match = header ? /^Bearer\s+(.+)$/i.exec(header.trim()) : null;
  return match?.[1]?.trim();
}

const demoTokens = new Set(DEMO_ACCOUNTS.map((account) => account.token));

/** The published demo tokens work from this machine, and from elsewhere only when LECTERN_DEMO_REMOTE allows it. */
export function demoAllowed(c: AppContext): boolean {
  return c.get('deps').network.demoRemote || isLocalClient(c);
}

/**
 * Canvas checks the Authorization header first, then an access_token parameter (query or form). A body is read
 * for it only when neither header nor query has one, and only a small one: nothing large is read for a stranger.
 */
async function findRequestToken(c: AppContext): Promise<string | undefined> {
  const fromHeaderOrQuery = bearerToken(c.req.header('authorization')) ?? c.req.query('access_token');
  if (fromHeaderOrQuery) return fromHeaderOrQuery;
  const param = (await requestParams(c, ANONYMOUS_BODY_LIMIT, unauthenticated)).access_token;
  return typeof param === 'string' ? param : undefined;
}

export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  const token = await findRequestToken(c);
  if (!token) throw unauthenticated();
  if (demoTokens.has(token) && !demoAllowed(c)) throw demoTokenRefused();
  const { db } = c.get('deps');
  const row = findToken(db, token);
  if (!row) throw invalidToken('Invalid access token.');
  if (row.workflow_state !== 'active') throw invalidToken('Revoked access token.');
  const now = nowIso();
  if (row.expires_at && row.expires_at <= now) throw expiredToken(row.expires_at);
  touchToken(db, row, now);
  c.set('caller', { id: row.user_id, name: row.user_name, tokenId: row.id });
  await next();
});

function findToken(db: Db, token: string): TokenRow | undefined {
  return db
    .prepare<[string], TokenRow>(
      `SELECT t.id, t.user_id, t.workflow_state, t.expires_at, t.last_used_at, u.name AS user_name
         FROM access_tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = ?`,
    )
    .get(hashToken(token));
}

/** Records use at most once a minute so reads do not turn into a write per request. */
function touchToken(db: Db, row: TokenRow, now: string): void {
  if (row.last_used_at && Date.parse(now) - Date.parse(row.last_used_at) < 60_000) return;
  db.prepare('UPDATE access_tokens SET last_used_at = ? WHERE id = ?').run(now, row.id);
}

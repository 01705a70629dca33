import { createMiddleware } from 'hono/factory';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts';
import { csrfSatisfied } from '../session/session-cookie';
import { readEmbeddedSession } from '../session/embedded-sessions';
import { csrfRefused } from '../session/session.routes';
import { isLocalClient } from './client';
import type { AppContext, AppEnv, Caller, Db } from './context';
import { nowIso } from './dates';
import { isStorageFull } from './storage-full';
import { demoTokenRefused, expiredToken, invalidToken, unauthenticated } from './errors';
import { ANONYMOUS_BODY_LIMIT, requestParams } from './request-params';
import { prepared } from '../db/statements';
import { hashToken } from '../session/token-hash';

export { hashToken };

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

/** The token in the Authorization header or the query string, where Canvas looks first. */
function headerOrQueryToken(c: AppContext): string | undefined {
  return bearerToken(c.req.header('authorization')) ?? c.req.query('access_token');
}

/** A form or JSON access_token field, read only from a small body: nothing large is read for a stranger. */
async function bodyToken(c: AppContext): Promise<string | undefined> {
  const param = (await requestParams(c, ANONYMOUS_BODY_LIMIT, unauthenticated)).access_token;
  return typeof param === 'string' ? param : undefined;
}

/**
 * Who holds `token`, checked exactly as every API request checks it; throws the Canvas 401 saying why not.
 * Signing in with a pasted token (server/resources/embedded/embedded.routes.ts) uses it too.
 */
export function verifyAccessToken(c: AppContext, token: string): Caller {
  if (demoTokens.has(token) && !demoAllowed(c)) throw demoTokenRefused();
  const { db } = c.get('deps');
  const row = findToken(db, token);
  if (!row) throw invalidToken('Invalid access token.');
  if (row.workflow_state !== 'active') throw invalidToken('Revoked access token.');
  const now = nowIso();
  if (row.expires_at && row.expires_at <= now) throw expiredToken(row.expires_at);
  touchToken(db, row, now);
  return { id: row.user_id, name: row.user_name, tokenId: row.id };
}

export const isDemoToken = (token: string) => demoTokens.has(token);

/**
 * Canvas's order: the Authorization header, an access_token parameter, then the browser's session cookie. The
 * cookie is looked at before a body field so a signed-in page's large PUT is not read under the anonymous cap;
 * a request with the cookie that changes data must carry the session's CSRF token, or nothing happens.
 */
export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  let token = headerOrQueryToken(c);
  if (!token) {
    const session = readEmbeddedSession(c);
    if (session && !csrfSatisfied(c, session)) throw csrfRefused();
    token = session?.accessToken ?? (await bodyToken(c));
  }
  if (!token) throw unauthenticated();
  c.set('caller', verifyAccessToken(c, token));
  await next();
});

function findToken(db: Db, token: string): TokenRow | undefined {
  return prepared<[string], TokenRow>(db,
      `SELECT t.id, t.user_id, t.workflow_state, t.expires_at, t.last_used_at, u.name AS user_name
         FROM access_tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = ?`,
    )
    .get(hashToken(token));
}

/** Records use at most once a minute so reads do not turn into a write per request. */
function touchToken(db: Db, row: TokenRow, now: string): void {
  if (row.last_used_at && Date.parse(now) - Date.parse(row.last_used_at) < 60_000) return;
  try {
    prepared(db, 'UPDATE access_tokens SET last_used_at = ? WHERE id = ?').run(now, row.id);
  } catch (error) {
    // Bookkeeping only: a full disk must not turn every read into a failed write.
    if (!isStorageFull(error)) throw error;
  }
}

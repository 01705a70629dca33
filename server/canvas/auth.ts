import { createHash } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, Db } from './context';
import { nowIso } from './dates';
import { expiredToken, invalidToken, unauthenticated } from './errors';

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

/** Canvas checks the Authorization header first, then an access_token parameter (query or form). */
export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  const param = c.get('params').access_token;
  const token = bearerToken(c.req.header('authorization')) ?? (typeof param === 'string' ? param : undefined);
  if (!token) throw unauthenticated();
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

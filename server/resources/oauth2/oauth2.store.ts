import { randomBytes } from 'node:crypto';
import { hashToken } from '../../canvas/auth';
import * as clock from '../../canvas/clock';
import type { Db } from '../../canvas/context';
import { toCanvasTime } from '../../canvas/dates';
import { prepared } from '../../db/statements';

/** Canvas keeps an authorization code for ten minutes (its oath_token_request_timeout setting). */
export const CODE_TTL_SECONDS = 10 * 60;
/** Canvas's tokens from a developer key expire after an hour; the refresh token renews them. */
const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;

const secret = () => `lectern~${randomBytes(32).toString('hex')}`;
const inSeconds = (seconds: number, now: number) => toCanvasTime(new Date(now + seconds * 1000));

export type CodeGrant = { developerKeyId: number; userId: number; redirectUri: string; scopes: string[] };

/** A one-time code for the grant; only its digest is stored. */
export function createCode(db: Db, grant: CodeGrant, now = clock.now()): string {
  const code = randomBytes(64).toString('hex');
  prepared(db,
    `INSERT INTO oauth_codes (code_hash, developer_key_id, user_id, redirect_uri, scopes, expires_at) VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(hashToken(code), grant.developerKeyId, grant.userId, grant.redirectUri, JSON.stringify(grant.scopes), inSeconds(CODE_TTL_SECONDS, now));
  // Expired codes of anyone are swept here, so the table holds only the last ten minutes' worth.
  prepared(db, `DELETE FROM oauth_codes WHERE expires_at <= ?`).run(toCanvasTime(new Date(now)));
  return code;
}

type CodeRow = { developer_key_id: number; user_id: number; redirect_uri: string; scopes: string; expires_at: string };

/** The grant behind a live code, without using it up. */
export function findCode(db: Db, code: string, now = clock.now()): CodeGrant | undefined {
  const row = prepared<[string], CodeRow>(db, `SELECT * FROM oauth_codes WHERE code_hash = ?`).get(hashToken(code));
  if (!row || row.expires_at <= toCanvasTime(new Date(now))) return undefined;
  return { developerKeyId: row.developer_key_id, userId: row.user_id, redirectUri: row.redirect_uri, scopes: JSON.parse(row.scopes) as string[] };
}

/** Uses the code up; false when another request already did, so a code yields at most one token. */
export function consumeCode(db: Db, code: string): boolean {
  return prepared(db, `DELETE FROM oauth_codes WHERE code_hash = ?`).run(hashToken(code)).changes === 1;
}

export type IssuedToken = { tokenId: number; accessToken: string; refreshToken?: string; expiresAt: string };

/** A new access token with its refresh token, as a row of access_tokens that the API's authentication accepts. */
export function issueToken(db: Db, grant: { developerKeyId: number; userId: number; purpose: string }, now = clock.now()): IssuedToken {
  const accessToken = secret();
  const refreshToken = secret();
  const expiresAt = inSeconds(ACCESS_TOKEN_TTL_SECONDS, now);
  const info = prepared(db,
      `INSERT INTO access_tokens (user_id, token_hash, purpose, expires_at, created_at, developer_key_id, refresh_token_hash)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(grant.userId, hashToken(accessToken), grant.purpose, expiresAt, toCanvasTime(new Date(now)), grant.developerKeyId, hashToken(refreshToken));
  return { tokenId: Number(info.lastInsertRowid), accessToken, refreshToken, expiresAt };
}

export type RefreshableRow = { id: number; user_id: number; developer_key_id: number | null };

/** The live token a refresh token belongs to (an expired access token can still be refreshed; a deleted one cannot). */
export function findByRefreshToken(db: Db, refreshToken: string): RefreshableRow | undefined {
  return prepared<[string], RefreshableRow>(db,
      `SELECT id, user_id, developer_key_id FROM access_tokens WHERE refresh_token_hash = ? AND workflow_state = 'active'`,
    )
    .get(hashToken(refreshToken));
}

/**
 * Canvas regenerates the access token in place: the same row (and refresh token) gets a new token and a new hour,
 * so the previous access token stops working at once.
 */
export function regenerateToken(db: Db, tokenId: number, now = clock.now()): IssuedToken {
  const accessToken = secret();
  const expiresAt = inSeconds(ACCESS_TOKEN_TTL_SECONDS, now);
  prepared(db, `UPDATE access_tokens SET token_hash = ?, expires_at = ? WHERE id = ?`).run(hashToken(accessToken), expiresAt, tokenId);
  return { tokenId, accessToken, expiresAt };
}

/** Ends the token and with it its refresh token (both live on the one row). */
export function revokeToken(db: Db, tokenId: number): void {
  prepared(db, `UPDATE access_tokens SET workflow_state = 'deleted' WHERE id = ?`).run(tokenId);
}

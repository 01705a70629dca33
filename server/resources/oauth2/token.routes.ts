import { Hono } from 'hono';
import { authenticate } from '../../canvas/auth';
import * as clock from '../../canvas/clock';
import type { AppContext, AppEnv, Db } from '../../canvas/context';
import { CanvasError, payloadTooLarge } from '../../canvas/errors';
import type { ParamTree } from '../../canvas/params';
import { ANONYMOUS_BODY_LIMIT, requestParams } from '../../canvas/request-params';
import { json } from '../../canvas/respond';
import { sameSecret } from '../../lib/same-secret';
import { findDeveloperKeyByClientId, type DeveloperKeyRow } from '../developer-keys/developer-keys.store';
import { oauthError } from './oauth2-errors';
import {
  consumeCode,
  findByRefreshToken,
  findCode,
  issueToken,
  regenerateToken,
  revokeToken,
  type IssuedToken,
} from './oauth2.store';
import { prepared } from '../../db/statements';

const text = (value: ParamTree[string] | undefined): string | undefined => {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number') return String(value);
  return undefined;
};

/** HTTP Basic credentials, which Canvas accepts in place of client_id and client_secret. */
function basicCredentials(header: string | undefined): { user?: string; password?: string } {
  const match = header ? /^Basic\s+(\S+)$/i.exec(header.trim()) : null;
  if (!match?.[1]) return {};
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? {} : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

function authenticatedClient(c: AppContext, params: ParamTree): DeveloperKeyRow {
  const basic = basicCredentials(c.req.header('authorization'));
  const key = findDeveloperKeyByClientId(c.get('deps').db, text(params.client_id) ?? basic.user);
  if (!key) throw oauthError('invalid_client_id');
  const secret = text(params.client_secret) ?? basic.password ?? '';
  if (!sameSecret(secret, key.api_key)) throw oauthError('invalid_client_secret');
  return key;
}

type UserRow = { id: number; name: string; locale: string | null };

/** Canvas::OAuth::Token#as_json. */
function tokenJson(db: Db, userId: number, issued: IssuedToken, now: number) {
  const user = prepared<[number], UserRow>(db, `SELECT id, name, locale FROM users WHERE id = ?`).get(userId);
  return {
    access_token: issued.accessToken,
    token_type: 'Bearer',
    user: { id: userId, name: user?.name ?? '', global_id: String(userId), effective_locale: user?.locale ?? 'en' },
    ...(issued.refreshToken ? { refresh_token: issued.refreshToken } : {}),
    // Whole seconds on both sides, as Canvas's `expires_at.to_i - Time.now.to_i`.
    expires_in: Math.floor(Date.parse(issued.expiresAt) / 1000) - Math.floor(now / 1000),
  };
}

function authorizationCodeGrant(c: AppContext, key: DeveloperKeyRow, params: ParamTree) {
  const { db } = c.get('deps');
  const code = text(params.code);
  if (!code) throw oauthError('authorization_code_not_supplied');
  const grant = findCode(db, code);
  if (!grant) throw oauthError('invalid_authorization_code');
  if (grant.developerKeyId !== key.id) throw oauthError('incorrect_client');
  const redirectUri = text(params.redirect_uri);
  if (redirectUri !== undefined && redirectUri !== grant.redirectUri) throw oauthError('redirect_mismatch');
  const now = clock.now();
  const issued = db.transaction(() => {
    if (!consumeCode(db, code)) throw oauthError('invalid_authorization_code');
    return issueToken(db, { developerKeyId: key.id, userId: grant.userId, purpose: key.name ?? 'Third-Party Application' }, now);
  }).immediate();
  return tokenJson(db, grant.userId, issued, now);
}

function refreshTokenGrant(c: AppContext, key: DeveloperKeyRow, params: ParamTree) {
  const { db } = c.get('deps');
  const refreshToken = text(params.refresh_token);
  if (!refreshToken) throw oauthError('refresh_token_not_supplied');
  const row = findByRefreshToken(db, refreshToken);
  if (!row) throw oauthError('invalid_refresh_token');
  if (row.developer_key_id !== key.id) throw oauthError('incorrect_client');
  const now = clock.now();
  return tokenJson(db, row.user_id, regenerateToken(db, row.id, now), now);
}

/**
 * /login/oauth2/token (Canvas's OAuth2ProviderController#token and #destroy): the code and refresh-token grants
 * that turn an approval into an access token, and the deletion of the token a client signs out with.
 */
export function tokenRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post('/login/oauth2/token', async (c) => {
      const params = await requestParams(c, ANONYMOUS_BODY_LIMIT, () => payloadTooLarge(ANONYMOUS_BODY_LIMIT));
      // As Canvas: a request with a code and no grant_type is an authorization_code grant.
      const grantType = text(params.grant_type) ?? (text(params.code) ? 'authorization_code' : undefined);
      if (grantType !== 'authorization_code' && grantType !== 'refresh_token') throw oauthError('unsupported_grant_type');
      const key = authenticatedClient(c, params);
      c.header('Cache-Control', 'no-store');
      return json(c, grantType === 'authorization_code' ? authorizationCodeGrant(c, key, params) : refreshTokenGrant(c, key, params));
    })
    .delete('/login/oauth2/token', authenticate, (c) => {
      const { db } = c.get('deps');
      const { tokenId } = c.get('caller');
      const row = prepared<[number], { purpose: string }>(db, `SELECT purpose FROM access_tokens WHERE id = ?`).get(tokenId);
      // The published demo tokens are shared by everyone trying the demo; one visitor signing out must not end them.
      if (row?.purpose === 'demo') throw new CanvasError(400, { message: 'The demo access tokens cannot be deleted.' });
      revokeToken(db, tokenId);
      return json(c, {});
    });
}

import type { Context } from 'hono';
import { expiredToken } from '../canvas/errors';
import { clientOrigin } from '../canvas/urls';
import { clearSession, writeSession, type SessionData } from '../session/session-cookie';
import type { ProxyDeps, TokenGrantResult } from './proxy-deps';
import { canvasTarget, fetchCanvas } from './upstream';

/** Canvas's answer to both grants (login/oauth2/token); the refresh grant leaves out refresh_token. */
export type TokenAnswer = Exclude<TokenGrantResult, 'refused' | undefined>;

/** Refreshed this long before it would expire, so a request never sets off with a token about to die. */
const REFRESH_MARGIN_MS = 60_000;

export const isSecure = (c: Context, deps: ProxyDeps) => clientOrigin(c, deps).startsWith('https:');

const isTokenAnswer = (body: unknown): body is TokenAnswer =>
  typeof body === 'object' && body !== null && 'access_token' in body && typeof body.access_token === 'string';

/** A grant at POST /login/oauth2/token: the answer, 'refused' when Canvas said no (4xx), undefined when unreachable. */
export async function requestToken(deps: ProxyDeps, grant: Record<string, string>): Promise<TokenGrantResult> {
  if (!deps.oauth) return 'refused';
  const form = new URLSearchParams({ ...grant, client_id: deps.oauth.clientId, client_secret: deps.oauth.clientSecret });
  const response = await fetchCanvas(
    deps,
    canvasTarget(deps, '/login/oauth2/token'),
    { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' }, body: form },
    undefined,
  ).catch(() => undefined);
  if (!response) return undefined;
  const body: unknown = await response.json().catch(() => undefined);
  if (response.status >= 400 && response.status < 500) return 'refused';
  return response.ok && isTokenAnswer(body) ? body : undefined;
}

// Real time, never the testing clock (decision 0083): the real Canvas that issued the token expires it in real time.
export const expiresAt = (answer: TokenAnswer) =>
  typeof answer.expires_in === 'number' ? Date.now() + answer.expires_in * 1000 : undefined;

/**
 * A new access token for an OAuth2 session, the cookie rewritten with it. When Canvas refuses the refresh token
 * (revoked, developer key gone) the session is over: the cookie is cleared and the caller gets a 401 that says so.
 */
export async function renewSession(c: Context, deps: ProxyDeps, session: SessionData): Promise<SessionData> {
  const { refreshToken } = session;
  const answer = refreshToken
    ? await deps.shareRefresh(refreshToken, () => requestToken(deps, { grant_type: 'refresh_token', refresh_token: refreshToken }))
    : 'refused';
  if (answer === 'refused') {
    clearSession(c, isSecure(c, deps));
    throw expiredToken(new Date(session.accessExpiresAt ?? Date.now()).toISOString());
  }
  // Canvas unreachable: carry on with the old token, which Canvas will judge itself.
  if (answer === undefined) return session;
  const renewed: SessionData = {
    ...session,
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token ?? session.refreshToken,
    accessExpiresAt: expiresAt(answer),
  };
  writeSession(c, deps.key, renewed, isSecure(c, deps));
  return renewed;
}

/** The session, its access token renewed first when it expires within the margin. */
export async function freshSession(c: Context, deps: ProxyDeps, session: SessionData): Promise<SessionData> {
  return needsRefresh(session) ? renewSession(c, deps, session) : session;
}

/** Whether an OAuth2 session's access token expires within the margin. */
export const needsRefresh = (session: SessionData) =>
  session.method === 'oauth' && session.accessExpiresAt !== undefined && session.accessExpiresAt - Date.now() < REFRESH_MARGIN_MS;

/** Sign-out of an OAuth2 session deletes its token at Canvas; whatever Canvas says, the cookie goes anyway. */
export async function revokeToken(deps: ProxyDeps, session: SessionData): Promise<void> {
  if (session.method !== 'oauth') return;
  const response = await fetchCanvas(
    deps,
    canvasTarget(deps, '/login/oauth2/token'),
    { method: 'DELETE' },
    `Bearer ${session.accessToken}`,
  ).catch(() => undefined);
  await response?.body?.cancel();
}

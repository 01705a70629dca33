import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { clientOrigin } from '../canvas/urls';
import { safeRedirectPath } from '../lib/safe-redirect';
import { sameSecret } from '../lib/same-secret';
import { seal, unseal } from '../session/sealed';
import { newCsrfToken, writeSession, type SessionData } from '../session/session-cookie';
import { expiresAt, isSecure, requestToken, type TokenAnswer } from './oauth-tokens';
import type { ProxyDeps } from './proxy-deps';
import { canvasTarget, fetchCanvas } from './upstream';

const STATE_COOKIE = 'lectern_oauth';
const STATE_PURPOSE = 'oauth-state';
/** Time to sign in at Canvas and approve; a stale round trip starts over. */
const STATE_TTL_SECONDS = 10 * 60;
const COOKIE_PATH = '/lectern/oauth';

type PendingSignIn = { state: string; redirect: string };

/** Where the user goes after signing in: a path inside the app, or its start page. */
export const inAppPath = (value: string | undefined, origin: string): string => safeRedirectPath(value, '/', origin);

const callbackUrl = (c: Context, deps: ProxyDeps) => `${clientOrigin(c, deps)}/lectern/oauth/callback`;
const signInError = (c: Context, reason: string) => c.redirect(`/sign-in?oauth_error=${encodeURIComponent(reason)}`, 302);

/** The token answer names the user; a Canvas-compatible service that leaves it out is asked who the token is. */
async function tokenUser(deps: ProxyDeps, answer: TokenAnswer): Promise<SessionData['user'] | undefined> {
  if (answer.user && typeof answer.user.name === 'string') return { id: answer.user.id, name: answer.user.name };
  const response = await fetchCanvas(deps, canvasTarget(deps, '/api/v1/users/self'), {}, `Bearer ${answer.access_token}`).catch(() => undefined);
  const body = (await response?.json().catch(() => undefined)) as { id?: number | string; name?: string } | undefined;
  return response?.ok && body?.id !== undefined && typeof body.name === 'string' ? { id: body.id, name: body.name } : undefined;
}

/** "Sign in with Canvas": the authorization-code flow, the state kept in a short-lived sealed cookie. */
export function oauthClientRoutes(deps: ProxyDeps & { oauth: NonNullable<ProxyDeps['oauth']> }): Hono {
  return new Hono()
    .get('/oauth/start', (c) => {
      const pending: PendingSignIn = { state: randomBytes(24).toString('base64url'), redirect: inAppPath(c.req.query('redirect'), clientOrigin(c, deps)) };
      setCookie(c, STATE_COOKIE, seal(deps.key, STATE_PURPOSE, pending, STATE_TTL_SECONDS), {
        httpOnly: true,
        // Lax: the cookie must come back on Canvas's top-level redirect to the callback.
        sameSite: 'Lax',
        secure: isSecure(c, deps),
        path: COOKIE_PATH,
        maxAge: STATE_TTL_SECONDS,
      });
      const authorize = canvasTarget(deps, '/login/oauth2/auth');
      authorize.search = new URLSearchParams({
        client_id: deps.oauth.clientId,
        response_type: 'code',
        redirect_uri: callbackUrl(c, deps),
        state: pending.state,
      }).toString();
      c.header('Cache-Control', 'no-store');
      return c.redirect(authorize.href, 302);
    })
    .get('/oauth/callback', async (c) => {
      const sealed = getCookie(c, STATE_COOKIE);
      deleteCookie(c, STATE_COOKIE, { path: COOKIE_PATH, secure: isSecure(c, deps), httpOnly: true, sameSite: 'Lax' });
      c.header('Cache-Control', 'no-store');
      const error = c.req.query('error');
      if (error) return signInError(c, error === 'access_denied' ? 'access_denied' : 'failed');
      const pending = sealed ? (unseal(deps.key, STATE_PURPOSE, sealed) as PendingSignIn | undefined) : undefined;
      const state = c.req.query('state');
      if (!pending || !state || !sameSecret(state, pending.state)) return signInError(c, 'state');
      const code = c.req.query('code');
      if (!code) return signInError(c, 'failed');
      const answer = await requestToken(deps, {
        grant_type: 'authorization_code',
        redirect_uri: callbackUrl(c, deps),
        code,
      });
      if (answer === 'refused' || answer === undefined) return signInError(c, 'failed');
      const user = await tokenUser(deps, answer);
      if (!user) return signInError(c, 'failed');
      const session: SessionData = {
        user,
        accessToken: answer.access_token,
        refreshToken: answer.refresh_token,
        accessExpiresAt: expiresAt(answer),
        method: 'oauth',
        csrfToken: newCsrfToken(),
      };
      writeSession(c, deps.key, session, isSecure(c, deps));
      // Checked again: a state sealed before this rule held may name anything, and a bad Location must not be a 500.
      return c.redirect(inAppPath(pending.redirect, clientOrigin(c, deps)), 302);
    });
}

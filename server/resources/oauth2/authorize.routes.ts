import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { hashToken } from '../../canvas/auth';
import type { AppContext, AppEnv } from '../../canvas/context';
import { nowIso } from '../../canvas/dates';
import { payloadTooLarge } from '../../canvas/errors';
import { requestParams } from '../../canvas/request-params';
import { sameSecret } from '../../lib/same-secret';
import { seal, unseal } from '../../session/sealed';
import { readEmbeddedSession } from '../../session/embedded-sessions';
import { redirectAllowed } from '../developer-keys/developer-key.serialize';
import { findDeveloperKeyByClientId } from '../developer-keys/developer-keys.store';
import { consentPage, errorPage } from './authorize-page';
import { CODE_TTL_SECONDS, createCode } from './oauth2.store';
import { prepared } from '../../db/statements';

/** What the consent form carries back, sealed so that neither the page nor anyone else can alter it. */
type PendingGrant = { keyId: number; userId: number; redirectUri: string; state?: string; scopes: string[] };
const PURPOSE = 'oauth2-authorize';
const FORM_LIMIT = 16 * 1024;

/** The signed-in user, if the session's token still works (a revoked or expired one means signing in again). */
function signedInUser(c: AppContext) {
  const { db } = c.get('deps');
  const session = readEmbeddedSession(c);
  if (!session) return undefined;
  const row = prepared<[string, string], { id: number; name: string }>(db,
      `SELECT u.id, u.name FROM access_tokens t JOIN users u ON u.id = t.user_id
        WHERE t.token_hash = ? AND t.workflow_state = 'active' AND (t.expires_at IS NULL OR t.expires_at > ?)`,
    )
    .get(hashToken(session.accessToken), nowIso());
  return row ? { ...row, csrfToken: session.csrfToken } : undefined;
}

function page(c: AppContext, status: ContentfulStatusCode, body: ReturnType<typeof errorPage>, formTarget?: string) {
  // No script, no images; the consent form may post here and then be redirected to the app's registered address
  // (browsers check form-action against redirects too).
  const formAction = formTarget ? `'self' ${formTarget}` : "'self'";
  c.header('Content-Security-Policy', `default-src 'none'; style-src 'unsafe-inline'; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`);
  c.header('Cache-Control', 'no-store');
  return c.html(body, status);
}

/** The app's address with the answer added to its query, as Canvas's final_redirect does. */
function redirectTo(c: AppContext, redirectUri: string, answer: Record<string, string | undefined>) {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(answer)) if (value !== undefined) url.searchParams.set(name, value);
  c.header('Cache-Control', 'no-store');
  return c.redirect(url.toString(), 302);
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The consent form's answer: only from the user it was made for, with their session's CSRF token. */
async function pendingGrant(c: AppContext) {
  const params = await requestParams(c, FORM_LIMIT, () => payloadTooLarge(FORM_LIMIT));
  const user = signedInUser(c);
  const grant = unseal(c.get('deps').sessionKey, PURPOSE, text(params.authorization) ?? '') as PendingGrant | undefined;
  const csrfOk = user !== undefined && sameSecret(text(params.csrf_token) ?? '', user.csrfToken);
  if (!user || !grant || !csrfOk || grant.userId !== user.id) return undefined;
  return grant;
}

const staleForm = (c: AppContext) =>
  page(c, 422, errorPage('This request has expired', 'Go back to the app and start signing in again.'));

/**
 * Canvas's OAuth2 authorize step (/login/oauth2/auth, then accept or deny): the signed-in user approves an app,
 * which gets a one-time code at its registered address. Nothing here redirects to an address the key does not list.
 */
export function authorizeRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/login/oauth2/auth', (c) => {
      const { db, sessionKey } = c.get('deps');
      const query = c.req.query();
      const key = findDeveloperKeyByClientId(db, query.client_id);
      if (!key) return page(c, 401, errorPage('Unknown app', 'The app that sent you here is not registered with this Lectern.'));
      const redirectUri = query.redirect_uri ?? '';
      if (!redirectAllowed(key, redirectUri)) {
        return page(c, 400, errorPage('Unregistered address', 'The app asked to return you to an address it has not registered.'));
      }
      const state = query.state;
      if (query.response_type !== 'code') {
        return redirectTo(c, redirectUri, { error: 'unsupported_response_type', error_description: 'Only response_type=code is permitted', state });
      }
      const user = signedInUser(c);
      if (!user) {
        const here = new URL(c.req.url);
        return c.redirect(`/sign-in?redirect=${encodeURIComponent(`${here.pathname}${here.search}`)}`, 302);
      }
      const scopes = (query.scope ?? query.scopes ?? '').split(/\s+/).filter(Boolean);
      const grant: PendingGrant = { keyId: key.id, userId: user.id, redirectUri, state, scopes };
      const sealed = seal(sessionKey, PURPOSE, grant, CODE_TTL_SECONDS);
      const body = consentPage({ appName: key.name ?? 'Third-Party Application', userName: user.name, sealed, csrfToken: user.csrfToken });
      return page(c, 200, body, new URL(redirectUri).origin);
    })
    .post('/login/oauth2/accept', async (c) => {
      const grant = await pendingGrant(c);
      const { db } = c.get('deps');
      const key = grant ? findDeveloperKeyByClientId(db, String(grant.keyId)) : undefined;
      if (!grant || !key || !redirectAllowed(key, grant.redirectUri)) return staleForm(c);
      const code = createCode(db, { developerKeyId: key.id, userId: grant.userId, redirectUri: grant.redirectUri, scopes: grant.scopes });
      return redirectTo(c, grant.redirectUri, { code, state: grant.state });
    })
    .post('/login/oauth2/deny', async (c) => {
      const grant = await pendingGrant(c);
      if (!grant) return staleForm(c);
      return redirectTo(c, grant.redirectUri, { error: 'access_denied', state: grant.state });
    });
}

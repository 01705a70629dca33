import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { parse } from 'hono/utils/cookie';
import { sameSecret } from '../lib/same-secret';
import { seal, unseal, type SealKey } from './sealed';

/**
 * The browser's session, in both modes: the access token (and for OAuth2 its refresh token) sealed into an
 * HttpOnly, SameSite cookie, so the app's script never holds a credential and any instance can serve any request.
 */
export type SessionData = {
  user: { id: number | string; name: string };
  /** The token every API call of this session is made with. */
  accessToken: string;
  /** OAuth2 only: what renews the access token, and when the access token stops working (ms since epoch). */
  refreshToken?: string;
  accessExpiresAt?: number;
  /** What signing out must undo: an OAuth2 token is deleted at Canvas; a pasted token is only forgotten. */
  method: 'token' | 'demo' | 'oauth';
  /** The app sends it back in CSRF_HEADER on every request that changes data. */
  csrfToken: string;
  /** Embedded mode: the server's record of this session (embedded-sessions.ts), which signing out deletes. */
  sessionId?: string;
};

export const SESSION_COOKIE = 'lectern_session';
const CSRF_HEADER = 'X-CSRF-Token';
const PURPOSE = 'session';
/** A session ends after a working day even if the browser stays open; signing in again starts a new one. */
export const SESSION_TTL_SECONDS = 12 * 60 * 60;

export function newCsrfToken(): string {
  return randomBytes(24).toString('base64url');
}

export function readSession(c: Context, key: SealKey): SessionData | undefined {
  return sessionFromCookies(c.req.header('cookie'), key);
}

/** The session in a Cookie header, for a request answered before any Hono context exists (proxy/fast-path.ts). */
export function sessionFromCookies(cookieHeader: string | undefined, key: SealKey): SessionData | undefined {
  const sealed = cookieHeader ? parse(cookieHeader, SESSION_COOKIE)[SESSION_COOKIE] : undefined;
  if (!sealed) return undefined;
  const value = unseal(key, PURPOSE, sealed) as SessionData | undefined;
  return value && typeof value.accessToken === 'string' && typeof value.csrfToken === 'string' ? value : undefined;
}

/** Secure whenever the page was served over TLS, so the cookie never travels in clear text afterwards. */
export function writeSession(c: Context, key: SealKey, session: SessionData, secure: boolean): void {
  setCookie(c, SESSION_COOKIE, seal(key, PURPOSE, session, SESSION_TTL_SECONDS), {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: '/',
    maxAge: SESSION_TTL_SECONDS,
  });
}

export function clearSession(c: Context, secure: boolean): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure, httpOnly: true, sameSite: 'Lax' });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A cross-site form can make the browser send the cookie, but not a custom header (that needs a CORS preflight
 * nobody answers): a request that changes data with cookie credentials must carry the session's CSRF token.
 */
export function csrfSatisfied(c: Context, session: SessionData): boolean {
  if (SAFE_METHODS.has(c.req.method)) return true;
  const sent = c.req.header(CSRF_HEADER);
  return sent !== undefined && sameSecret(sent, session.csrfToken);
}

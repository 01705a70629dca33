/**
 * The session's CSRF token, kept in memory only: the server hands it out with the session (GET /lectern/session)
 * and wants it back on every request that changes data. Unlike the cookie, a cross-site form cannot send it.
 */
let csrfToken: string | null = null;

/** Asks the server for the session again; true when the same user is still signed in (with a new token). */
type Renewal = () => Promise<boolean>;
let renewal: Renewal | null = null;

export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

export function getCsrfToken(): string | null {
  return csrfToken;
}

/** The app registers how a session is renewed; the fetch client cannot import the query cache. */
export function setCsrfRenewal(renew: Renewal | null): void {
  renewal = renew;
}

/** Rails's (and Lectern's) answer to a change without a valid token. */
const REFUSAL = 'Invalid authenticity token';

/**
 * Whether a change refused for its CSRF token is worth sending once more: another tab signed out and in again,
 * so the cookie (shared) is newer than this tab's token. Only when the same user is still signed in.
 */
export async function renewedAfterRefusal(response: Response, sent: string | null): Promise<boolean> {
  if (response.status !== 422 || sent === null || renewal === null) return false;
  const body = await response.clone().text();
  return body.includes(REFUSAL) && (await renewal());
}

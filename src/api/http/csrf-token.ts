/**
 * The session's CSRF token, kept in memory only: the server hands it out with the session (GET /lectern/session)
 * and wants it back on every request that changes data. Unlike the cookie, a cross-site form cannot send it.
 */
let csrfToken: string | null = null;

export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

export function getCsrfToken(): string | null {
  return csrfToken;
}

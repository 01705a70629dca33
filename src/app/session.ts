import type { QueryClient } from '@tanstack/react-query';
import { setCsrfToken } from '@/api/http/csrf-token';
import { fetchSession, sessionKeys, sessionQueries, signInOptionsKeys, type Session } from '@/api/session';
import { queryClient } from './query-client';

export const SIGN_IN_PATH = '/sign-in';

export type SignInReason = 'expired' | 'signed-out';

export function signInHref({ redirect, reason }: { redirect?: string; reason?: SignInReason } = {}): string {
  const search = new URLSearchParams();
  if (redirect && redirect !== '/' && !redirect.startsWith(SIGN_IN_PATH)) search.set('redirect', redirect);
  if (reason) search.set('reason', reason);
  const query = search.toString();
  return query ? `${SIGN_IN_PATH}?${query}` : SIGN_IN_PATH;
}

/**
 * The browser's session (the cookie is HttpOnly, so the server says): asked once, then cached until signing in
 * or out. A network failure rejects; no session is null.
 */
export function currentSession(): Promise<Session | null> {
  return queryClient.query({ ...sessionQueries.current(), staleTime: 'static' });
}

/**
 * Runs a route's prefetching once the session is known to exist. Loaders run in parallel with the guard above
 * them, so without this a first visit would send requests that can only fail.
 */
export function whenSignedIn(start: () => void): void {
  currentSession().then(
    (session) => {
      if (session) start();
    },
    () => undefined,
  );
}

/** Whether a session was known in this tab, so a 401 means it ended rather than never began. */
export function hadSession(client: QueryClient): boolean {
  const session: unknown = client.getQueryData(sessionKeys.current);
  return session != null;
}

/**
 * The session again from the server, after a change was refused for a stale CSRF token (another tab signed out
 * and in). Worth retrying only when the same user is signed in: otherwise this tab shows someone else's data.
 */
export async function renewSession(client: QueryClient): Promise<boolean> {
  const before = client.getQueryData<Session | null>(sessionKeys.current);
  const fresh = await fetchSession().catch(() => null);
  if (!before || !fresh || String(before.user.id) !== String(fresh.user.id)) return false;
  client.setQueryData(sessionKeys.current, fresh);
  return true;
}

/**
 * Forgets everything the previous user could see, the session and its CSRF token included. The sign-in options
 * are public and shown on the sign-in page we are heading to, so they stay.
 */
export function clearSessionData(client: QueryClient): void {
  setCsrfToken(null);
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== signInOptionsKeys.all[0] });
}

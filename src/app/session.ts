import type { QueryClient } from '@tanstack/react-query';
import { demoAccountKeys } from '@/api/demo-accounts';
import { clearSessionToken, getSessionToken } from '@/api/http/session-token';

export const SIGN_IN_PATH = '/sign-in';

export type SignInReason = 'expired' | 'signed-out';

export function signInHref({ redirect, reason }: { redirect?: string; reason?: SignInReason } = {}): string {
  const search = new URLSearchParams();
  if (redirect && redirect !== '/' && !redirect.startsWith(SIGN_IN_PATH)) search.set('redirect', redirect);
  if (reason) search.set('reason', reason);
  const query = search.toString();
  return query ? `${SIGN_IN_PATH}?${query}` : SIGN_IN_PATH;
}

export function hasSession(): boolean {
  return getSessionToken() !== null;
}

/**
 * Forgets everything the previous user could see. The demo-account list is
 * public and shown on the sign-in page we are heading to, so it stays.
 */
export function clearSessionData(queryClient: QueryClient): void {
  clearSessionToken();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== demoAccountKeys.all[0] });
}

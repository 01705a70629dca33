import type { QueryClient } from '@tanstack/react-query';
import { getSessionToken } from '@/api/http/session-token';
import type { AppRouter } from './router';
import { setAuthErrorListener } from './query-client';
import { clearSessionData, SIGN_IN_PATH, signInHref } from './session';

/**
 * When any request comes back 401 + WWW-Authenticate, the token is dead:
 * forget it and send the user to sign in, remembering where they were.
 */
export function installSessionExpiry(router: AppRouter, queryClient: QueryClient): () => void {
  setAuthErrorListener(() => {
    const { pathname, search } = router.state.location;
    // Several queries fail together; only the first one navigates. The sign-in page checks tokens itself.
    if (pathname === SIGN_IN_PATH) return;
    const reason = getSessionToken() !== null ? 'expired' : undefined;
    void Promise.resolve(router.navigate(signInHref({ redirect: pathname + search, reason }), { replace: true })).then(
      () => clearSessionData(queryClient),
    );
  });
  return () => setAuthErrorListener(null);
}

import type { QueryClient } from '@tanstack/react-query';
import { setCsrfRenewal } from '@/api/http/csrf-token';
import type { AppRouter } from './router';
import { setAuthErrorListener } from './query-client';
import { clearSessionData, hadSession, renewSession, SIGN_IN_PATH, signInHref } from './session';

/**
 * When any request comes back 401 + WWW-Authenticate, the session is dead (its token was revoked, or another
 * tab signed out): forget it and send the user to sign in, remembering where they were. The stale cookie is
 * replaced by the next sign-in. A change refused for a stale CSRF token is sent again after the session is asked
 * for anew, when the same user is still signed in.
 */
export function installSessionExpiry(router: AppRouter, queryClient: QueryClient): () => void {
  setAuthErrorListener(() => {
    const { pathname, search } = router.state.location;
    // Several queries fail together; only the first one navigates. The sign-in page checks tokens itself.
    if (pathname === SIGN_IN_PATH) return;
    const reason = hadSession(queryClient) ? 'expired' : undefined;
    void Promise.resolve(router.navigate(signInHref({ redirect: pathname + search, reason }), { replace: true })).then(
      () => clearSessionData(queryClient),
    );
  });
  setCsrfRenewal(() => renewSession(queryClient));
  return () => {
    setAuthErrorListener(null);
    setCsrfRenewal(null);
  };
}

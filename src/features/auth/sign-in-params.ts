import { safeRedirectPath } from '@/lib/safe-redirect';

/** What the sign-in page reads from its address: where to go afterwards and why the user is here. */
export type SignInParams = {
  /** A same-app path (never another site): where a successful sign-in leads. */
  target: string;
  reason: string | null;
  oauthError: string | null;
};

export function readSignInParams(search: URLSearchParams): SignInParams {
  return {
    target: safeRedirectPath(search.get('redirect'), '/courses'),
    reason: search.get('reason'),
    oauthError: search.get('oauth_error'),
  };
}

/** The server's OAuth2 authorize page (provider side) asks a signed-out user to sign in first; it is no app page. */
export const isServerPage = (target: string) => target.startsWith('/login/oauth2/');

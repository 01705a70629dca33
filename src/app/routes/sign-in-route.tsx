import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { createSession, rememberSession, signInOptionsQueries, type Session } from '@/api/session';
import { showToast } from '@/components/toast/toast-queue';
import { SignInPage } from '@/features/auth/sign-in-page';
import { isServerPage, readSignInParams } from '@/features/auth/sign-in-params';
import { openServerPage } from '@/lib/full-navigation';

/**
 * Sign-in inside the app (a session that ended, signing out): no page load. The session goes into the query cache
 * and the router opens the target. A first visit to /sign-in gets the light document instead (src/sign-in/),
 * which renders the same page.
 */
function SignInRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const params = readSignInParams(searchParams);
  const options = useQuery(signInOptionsQueries.current());

  const signIn = async (token: string) => {
    const session = await createSession(token);
    rememberSession(queryClient, session);
    return session;
  };

  const onSignedIn = (session: Session) => {
    if (isServerPage(params.target)) {
      openServerPage(params.target);
      return;
    }
    showToast({ title: `Signed in as ${session.user.name}`, tone: 'success' });
    void navigate(params.target, { replace: true });
  };

  return <SignInPage params={params} options={options.data} optionsPending={options.isPending} signIn={signIn} onSignedIn={onSignedIn} />;
}

export { SignInRoute as Component };

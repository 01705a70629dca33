import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type RefObject } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { signInOptionsQueries, type Session } from '@/api/session';
import { LogoMark } from '@/components/logo-mark';
import { Spinner } from '@/components/spinner';
import { showToast } from '@/components/toast/toast-queue';
import { CanvasSignIn, oauthErrorMessage } from '@/features/auth/canvas-sign-in';
import { DemoAccountList } from '@/features/auth/demo-account-list';
import { SignInForm } from '@/features/auth/sign-in-form';
import { openServerPage } from '@/lib/full-navigation';
import { safeRedirectPath } from '@/lib/safe-redirect';

/** Where the embedded server, as an OAuth2 provider, asks a signed-out user to sign in first. */
const OAUTH_PROVIDER_PATH = '/login/oauth2/';

const REASON_MESSAGES: Record<string, { text: string; tone: 'warning' | 'info' }> = {
  expired: { text: 'Your session has ended. Sign in again.', tone: 'warning' },
  'signed-out': { text: 'You have signed out.', tone: 'info' },
};

/**
 * Signing out (or an expired session) removes the control that had focus, which drops focus to the
 * page body; the heading is where a keyboard or screen-reader user should pick up again.
 */
function useFocusWhenFocusIsLost(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const active = document.activeElement;
    if (active === null || active === document.body) ref.current?.focus({ preventScroll: true });
  }, [ref]);
}

function SignInRoute() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusWhenFocusIsLost(headingRef);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const reason = REASON_MESSAGES[searchParams.get('reason') ?? ''];
  const target = safeRedirectPath(searchParams.get('redirect'), '/courses');

  const oauthError = oauthErrorMessage(searchParams.get('oauth_error'));
  const options = useQuery(signInOptionsQueries.current());

  const onSignedIn = (session: Session) => {
    // The server's OAuth2 authorize page (provider side) is not part of the app: it needs a real page load.
    if (target.startsWith(OAUTH_PROVIDER_PATH)) {
      openServerPage(target);
      return;
    }
    showToast({ title: `Signed in as ${session.user.name}`, tone: 'success' });
    void navigate(target, { replace: true });
  };

  return (
    <div className="auth-page">
      <title>Sign in · Lectern</title>
      <main className="auth-card">
        <p className="auth-card__brand">
          <LogoMark size={28} />
          <span>Lectern</span>
        </p>
        <h1 ref={headingRef} className="auth-card__title" tabIndex={-1} data-page-heading="">
          Sign in
        </h1>
        <p className="auth-card__intro">Manage courses, people and grading on a Canvas-compatible server.</p>
        {reason ? (
          <p role="status" className={`inline-alert inline-alert--${reason.tone}`}>
            {reason.text}
          </p>
        ) : null}
        {oauthError ? (
          <p role="alert" className="inline-alert inline-alert--error">
            {oauthError}
          </p>
        ) : null}
        {options.isPending ? <Spinner size="sm" label="Looking for ways to sign in…" /> : null}
        {options.data?.oauth ? <CanvasSignIn host={options.data.oauth.host} redirect={target} /> : null}
        <DemoAccountList accounts={options.data?.demo_accounts ?? []} onSignedIn={onSignedIn} />
        <SignInForm onSignedIn={onSignedIn} />
      </main>
    </div>
  );
}

export { SignInRoute as Component };

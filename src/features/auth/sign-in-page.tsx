import { useEffect, useRef, type RefObject } from 'react';
import type { Session, SignInOptions } from '@/api/session';
import { LogoMark } from '@/components/logo-mark';
import { Spinner } from '@/components/spinner';
import { CanvasSignIn, oauthErrorMessage } from './canvas-sign-in';
import { DemoAccountList } from './demo-account-list';
import { SignInForm } from './sign-in-form';
import type { SignInParams } from './sign-in-params';

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

export type SignInPageProps = {
  params: SignInParams;
  /** How this server lets people sign in; undefined while it is being asked (or when it could not say). */
  options: SignInOptions | undefined;
  optionsPending: boolean;
  /** Hands a token to the server, which answers with the session (and sets its cookie) or refuses it. */
  signIn: (token: string) => Promise<Session>;
  /** Leaves for `params.target`: the caller knows how (a route change inside the app, a page load outside it). */
  onSignedIn: (session: Session) => void;
};

/**
 * The sign-in page, the same inside the app (its /sign-in route) and as the light document a first visit gets
 * (src/sign-in/): everything it needs from outside comes in as props, so it loads no router and no query cache.
 */
export function SignInPage({ params, options, optionsPending, signIn, onSignedIn }: SignInPageProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusWhenFocusIsLost(headingRef);
  const reason = REASON_MESSAGES[params.reason ?? ''];
  const oauthError = oauthErrorMessage(params.oauthError);

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
        {optionsPending ? <Spinner size="sm" label="Looking for ways to sign in…" /> : null}
        {options?.oauth ? <CanvasSignIn host={options.oauth.host} redirect={params.target} /> : null}
        <DemoAccountList accounts={options?.demo_accounts ?? []} signIn={signIn} onSignedIn={onSignedIn} />
        <SignInForm signIn={signIn} onSignedIn={onSignedIn} />
      </main>
    </div>
  );
}

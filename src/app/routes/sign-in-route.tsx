import { useEffect, useRef, type RefObject } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { User } from '@/api/schemas/user';
import { LogoMark } from '@/components/logo-mark';
import { showToast } from '@/components/toast/toast-queue';
import { DemoAccountList } from '@/features/auth/demo-account-list';
import { SignInForm } from '@/features/auth/sign-in-form';
import { safeRedirectPath } from '@/lib/safe-redirect';

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

  const onSignedIn = (user: User) => {
    showToast({ title: `Signed in as ${user.name}`, tone: 'success' });
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
        <DemoAccountList onSignedIn={onSignedIn} />
        <SignInForm onSignedIn={onSignedIn} />
      </main>
    </div>
  );
}

export { SignInRoute as Component };

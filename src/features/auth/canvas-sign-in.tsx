import { buttonClassName } from '@/components/button-class-name';

/** Why Canvas sent the user back without signing them in (the proxy passes Canvas's OAuth2 error code on). */
export function oauthErrorMessage(code: string | null): string | null {
  if (!code) return null;
  if (code === 'access_denied') return 'You cancelled signing in at Canvas.';
  return `Canvas could not sign you in (${code}). Try again.`;
}

/**
 * "Sign in with Canvas": a full navigation, not a fetch, because the OAuth2 flow goes through Canvas's own pages
 * and comes back to the server, which sets the session cookie and then opens `redirect` in the app.
 */
export function CanvasSignIn({ host, redirect }: { host: string; redirect: string }) {
  const href = `/lectern/oauth/start?${new URLSearchParams({ redirect }).toString()}`;
  return (
    <section className="form" aria-labelledby="canvas-sign-in-heading">
      <h2 id="canvas-sign-in-heading" className="form__heading">
        Sign in with your Canvas account
      </h2>
      <a className={buttonClassName('primary', 'md', 'form__submit')} href={href}>
        Sign in with Canvas
      </a>
      <p className="demo-accounts__hint">You will sign in at {host} and come straight back.</p>
    </section>
  );
}

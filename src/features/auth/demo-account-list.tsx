import { useState } from 'react';
import { describeError } from '@/api/http/describe-error';
import type { DemoAccount, Session } from '@/api/session';
import { NativeButton } from '@/components/native-button';
import { initials } from '@/lib/initials';

/**
 * One-click sign-in for the embedded server's demo data. Renders nothing when
 * the server offers no demo accounts (no demo data, or a caller on another machine).
 */
export function DemoAccountList({
  accounts,
  signIn,
  onSignedIn,
}: {
  accounts: DemoAccount[];
  signIn: (token: string) => Promise<Session>;
  onSignedIn: (session: Session) => void;
}) {
  const [pendingToken, setPendingToken] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);

  if (accounts.length === 0) return null;

  const choose = (account: DemoAccount) => {
    // One sign-in at a time; a second click would race the first one's navigation.
    if (pendingToken !== null) return;
    setPendingToken(account.token);
    setFailure(null);
    // On success the button stays busy: the page is being left.
    signIn(account.token).then(onSignedIn, (error: unknown) => {
      setFailure({ error });
      setPendingToken(null);
    });
  };

  return (
    <section className="demo-accounts" aria-labelledby="demo-accounts-heading">
      <h2 id="demo-accounts-heading" className="form__heading">
        Demo accounts
      </h2>
      <p className="demo-accounts__hint">This server has demo data. Pick someone to sign in as.</p>
      {failure ? (
        <p role="alert" className="inline-alert inline-alert--error">
          {describeError(failure.error).message}
        </p>
      ) : null}
      <p role="status" className="visually-hidden">
        {pendingToken !== null ? 'Signing in…' : ''}
      </p>
      <ul className="demo-accounts__list">
        {accounts.map((account) => (
          <li key={account.token}>
            <NativeButton
              className="demo-account"
              onClick={() => choose(account)}
              isBusy={pendingToken === account.token}
            >
              <span className="demo-account__avatar" aria-hidden="true">
                {initials(account.name)}
              </span>
              <span className="demo-account__text">
                <span className="demo-account__name">{account.name}</span>
                <span className="demo-account__role">{account.description ?? account.role}</span>
              </span>
            </NativeButton>
          </li>
        ))}
      </ul>
    </section>
  );
}

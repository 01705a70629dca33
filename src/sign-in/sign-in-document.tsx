import { useEffect, useState, type ReactNode } from 'react';
import { createSession, fetchSession, fetchSignInOptions, NO_SIGN_IN_OPTIONS, type SignInOptions } from '@/api/session';
import { SignInPage } from '@/features/auth/sign-in-page';
import { readSignInParams, type SignInParams } from '@/features/auth/sign-in-params';
import { replacePage } from '@/lib/full-navigation';

/** The sign-in page outside the app: signing in opens the target with a fresh page load, as Canvas does. */
export function SignInDocument({ params, optionsRequest }: { params: SignInParams; optionsRequest: Promise<SignInOptions> }) {
  const [options, setOptions] = useState<SignInOptions>();
  useEffect(() => {
    let current = true;
    void optionsRequest.then((answer) => {
      if (current) setOptions(answer);
    });
    return () => {
      current = false;
    };
  }, [optionsRequest]);

  return (
    <SignInPage
      params={params}
      options={options}
      optionsPending={options === undefined}
      signIn={createSession}
      onSignedIn={() => replacePage(params.target)}
    />
  );
}

/**
 * A first visit to /sign-in: a browser that already has a session goes straight to the target; otherwise the page
 * is rendered. The sign-in options are asked for beside the session, not after it.
 */
export async function startSignInDocument(search: string, render: (ui: ReactNode) => void): Promise<void> {
  const params = readSignInParams(new URLSearchParams(search));
  // Unreachable or refusing: the page still offers the token form.
  const optionsRequest = fetchSignInOptions().catch(() => NO_SIGN_IN_OPTIONS);
  const session = await fetchSession().catch(() => null);
  if (session) {
    replacePage(params.target);
    return;
  }
  render(<SignInDocument params={params} optionsRequest={optionsRequest} />);
}

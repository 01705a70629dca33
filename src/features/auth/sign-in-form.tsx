import { useRef, useState, type SubmitEvent } from 'react';
import { describeError } from '@/api/http/describe-error';
import type { Session } from '@/api/session';
import { NativeButton } from '@/components/native-button';
import { FormErrorSummary } from '@/components/form/form-error-summary';
import { TextField } from '@/components/form/text-field';
import { tokenRejectedMessage } from './sign-in-errors';

const MISSING_TOKEN = 'Enter an access token.';

/**
 * The token form: one field, so the browser's own constraint (`required`) and a message next to the field do
 * what a form library would, and the sign-in document stays light. A refused token is reported on the field,
 * with the typed text kept to correct; other failures (the server unreachable) above the form.
 */
export function SignInForm({ signIn, onSignedIn }: { signIn: (token: string) => Promise<Session>; onSignedIn: (session: Session) => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [token, setToken] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  const showFieldError = (message: string) => {
    setFieldError(message);
    inputRef.current?.focus();
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setFormError(null);
    // valueMissing is the empty field; a token of spaces is no token either.
    if (inputRef.current?.validity.valueMissing || token.trim() === '') {
      showFieldError(MISSING_TOKEN);
      return;
    }
    setFieldError(undefined);
    setSubmitting(true);
    try {
      onSignedIn(await signIn(token.trim()));
      // Still busy on success: the page is being left.
    } catch (error) {
      setSubmitting(false);
      const rejected = tokenRejectedMessage(error);
      if (rejected) showFieldError(rejected);
      else setFormError(describeError(error).message);
    }
  };

  return (
    <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h2 id="token-form-heading" className="form__heading">
        Sign in with an access token
      </h2>
      <FormErrorSummary errors={formError ? [{ message: formError }] : []} title="Could not sign in" />
      <TextField
        ref={inputRef}
        id="access-token"
        name="token"
        label="Access token"
        description="In Canvas, create one under Account › Settings › New access token."
        type="password"
        autoComplete="off"
        spellCheck={false}
        required
        value={token}
        onChange={(event) => setToken(event.target.value)}
        error={fieldError}
      />
      <NativeButton type="submit" variant="primary" isBusy={isSubmitting} className="form__submit">
        Sign in
      </NativeButton>
      <p role="status" className="visually-hidden">
        {isSubmitting ? 'Checking the access token…' : ''}
      </p>
    </form>
  );
}

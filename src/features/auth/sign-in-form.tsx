import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { describeError } from '@/api/http/describe-error';
import type { Session } from '@/api/session';
import { NativeButton } from '@/components/native-button';
import { FormErrorSummary } from '@/components/form/form-error-summary';
import { TextField } from '@/components/form/text-field';
import { tokenRejectedMessage, useSignIn } from './use-sign-in';

const signInSchema = z.object({
  token: z.string().check(z.trim(), z.minLength(1, 'Enter an access token.')),
});

type SignInValues = z.infer<typeof signInSchema>;

export function SignInForm({ onSignedIn }: { onSignedIn: (session: Session) => void }) {
  const signIn = useSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({ resolver: zodResolver(signInSchema), defaultValues: { token: '' } });

  const onSubmit = handleSubmit(async ({ token }) => {
    setFormError(null);
    try {
      onSignedIn(await signIn.mutateAsync(token));
    } catch (error) {
      const rejected = tokenRejectedMessage(error);
      if (rejected) setError('token', { message: rejected }, { shouldFocus: true });
      else setFormError(describeError(error).message);
    }
  });

  return (
    <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h2 id="token-form-heading" className="form__heading">
        Sign in with an access token
      </h2>
      <FormErrorSummary errors={formError ? [{ message: formError }] : []} title="Could not sign in" />
      <TextField
        {...register('token')}
        id="access-token"
        label="Access token"
        description="In Canvas, create one under Account › Settings › New access token."
        type="password"
        autoComplete="off"
        spellCheck={false}
        error={errors.token?.message}
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

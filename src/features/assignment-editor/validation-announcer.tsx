import type { FieldErrors } from 'react-hook-form';
import { VisuallyHidden } from '@/components/visually-hidden';
import type { AssignmentFormValues } from './assignment-form-values';

/** Every message in react-hook-form's nested errors (the cards are an array of objects), in field order. */
export function errorMessages(errors: unknown): string[] {
  if (typeof errors !== 'object' || errors === null) return [];
  if ('message' in errors && typeof errors.message === 'string' && errors.message !== '') return [errors.message];
  return Object.entries(errors).flatMap(([key, value]) => (key === 'ref' ? [] : errorMessages(value)));
}

/**
 * Reads out why a save was refused before anything was sent. Focus moves to the first invalid field, whose own
 * error is tied to it; this says how many there are, so no problem further down goes unnoticed.
 */
export function ValidationAnnouncer({ errors }: { errors: FieldErrors<AssignmentFormValues> | null }) {
  const messages = errors ? errorMessages(errors) : [];
  const text =
    messages.length === 0
      ? ''
      : `The assignment was not saved. ${messages.length === 1 ? '1 field needs' : `${messages.length} fields need`} attention: ${messages.join('; ')}`;
  return (
    <VisuallyHidden>
      <span role="alert">{text}</span>
    </VisuallyHidden>
  );
}

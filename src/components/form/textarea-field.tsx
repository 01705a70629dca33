import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { useFieldIds } from './field-ids';
import { FieldDescription, FieldError } from './field-message';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> {
  label: ReactNode;
  description?: ReactNode;
  error?: string;
  /** Monospace, for HTML or code. */
  code?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ label, description, error, code = false, id, ref, ...textareaProps }: TextAreaFieldProps) {
  const ids = useFieldIds(id, description !== undefined, Boolean(error));
  return (
    <div className="field">
      <label htmlFor={ids.controlId} className="field__label">
        {label}
      </label>
      {description !== undefined ? <FieldDescription id={ids.descriptionId}>{description}</FieldDescription> : null}
      <textarea
        {...textareaProps}
        ref={ref}
        id={ids.controlId}
        className={code ? 'field__textarea field__textarea--code' : 'field__textarea'}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
      {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </div>
  );
}

import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useFieldIds } from './field-ids';
import { FieldDescription, FieldError } from './field-message';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  label: ReactNode;
  description?: ReactNode;
  error?: string;
  /** Works with react-hook-form's `register()` (React 19 passes ref as a prop). */
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, description, error, id, ref, ...inputProps }: TextFieldProps) {
  const ids = useFieldIds(id, description !== undefined, Boolean(error));
  return (
    <div className="field">
      <label htmlFor={ids.controlId} className="field__label">
        {label}
      </label>
      {description !== undefined ? <FieldDescription id={ids.descriptionId}>{description}</FieldDescription> : null}
      <input
        {...inputProps}
        ref={ref}
        id={ids.controlId}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
      {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </div>
  );
}

import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useFieldIds } from './field-ids';
import { FieldDescription, FieldError } from './field-message';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'type'> {
  label: ReactNode;
  description?: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with its label beside it; works with react-hook-form's `register()`. */
export function CheckboxField({ label, description, error, id, ref, ...inputProps }: CheckboxFieldProps) {
  const ids = useFieldIds(id, description !== undefined, Boolean(error));
  return (
    <div className="field field--check">
      <div className="field__check-row">
        <input
          {...inputProps}
          ref={ref}
          type="checkbox"
          id={ids.controlId}
          className="field__checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        />
        <label htmlFor={ids.controlId} className="field__label">
          {label}
        </label>
      </div>
      {description !== undefined ? <FieldDescription id={ids.descriptionId}>{description}</FieldDescription> : null}
      {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </div>
  );
}

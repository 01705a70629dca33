import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useField } from './field-ids';
import { FieldDescription, FieldError } from './field-message';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'type'> {
  label: ReactNode;
  description?: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with its label beside it; works with react-hook-form's `register()`. */
export function CheckboxField({ label, description, error, id, ref, ...inputProps }: CheckboxFieldProps) {
  const { ids, controlProps } = useField(id, description, error);
  return (
    <div className="field field--check">
      <div className="field__check-row">
        <input {...inputProps} ref={ref} type="checkbox" {...controlProps} className="field__checkbox" />
        <label htmlFor={ids.controlId} className="field__label">
          {label}
        </label>
      </div>
      <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}

import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { useFieldIds } from './field-ids';
import { FieldDescription, FieldError } from './field-message';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  error?: string;
  /** Renders the label inline before the control (filter bars). */
  inline?: boolean;
  description?: ReactNode;
  /** Works with react-hook-form's `register()`. */
  ref?: Ref<HTMLSelectElement>;
}

/** A native select: the platform control is already accessible, fast, and mobile-friendly. */
export function SelectField({ label, options, error, inline = false, description, id, ref, ...selectProps }: SelectFieldProps) {
  const ids = useFieldIds(id, description !== undefined, Boolean(error));
  return (
    <div className={inline ? 'field field--inline' : 'field'}>
      <label htmlFor={ids.controlId} className="field__label">
        {label}
      </label>
      {description !== undefined ? <FieldDescription id={ids.descriptionId}>{description}</FieldDescription> : null}
      <span className="field__select-wrap">
        <select
          {...selectProps}
          ref={ref}
          id={ids.controlId}
          className="field__select"
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </span>
      {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </div>
  );
}

import type { ReactNode, SelectHTMLAttributes } from 'react';
import { useFieldIds } from './field-ids';
import { FieldError } from './field-message';

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
}

/** A native select: the platform control is already accessible, fast, and mobile-friendly. */
export function SelectField({ label, options, error, inline = false, id, ...selectProps }: SelectFieldProps) {
  const ids = useFieldIds(id, false, Boolean(error));
  return (
    <div className={inline ? 'field field--inline' : 'field'}>
      <label htmlFor={ids.controlId} className="field__label">
        {label}
      </label>
      <span className="field__select-wrap">
        <select
          {...selectProps}
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

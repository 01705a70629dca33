import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { useField } from './field-ids';
import { FieldFrame } from './field-message';

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
  const { ids, controlProps } = useField(id, description, error);
  return (
    <FieldFrame
      ids={ids}
      label={label}
      description={description}
      error={error}
      className={inline ? 'field field--inline' : 'field'}
    >
      <span className="field__select-wrap">
        <select {...selectProps} ref={ref} {...controlProps} className="field__select">
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </span>
    </FieldFrame>
  );
}

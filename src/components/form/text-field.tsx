import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useField } from './field-ids';
import { FieldFrame } from './field-message';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  label: ReactNode;
  description?: ReactNode;
  error?: string;
  /** Works with react-hook-form's `register()` (React 19 passes ref as a prop). */
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, description, error, id, ref, ...inputProps }: TextFieldProps) {
  const { ids, controlProps } = useField(id, description, error);
  return (
    <FieldFrame ids={ids} label={label} description={description} error={error}>
      <input {...inputProps} ref={ref} {...controlProps} className="field__input" />
    </FieldFrame>
  );
}

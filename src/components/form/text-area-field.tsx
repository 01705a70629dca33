import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { useField } from './field-ids';
import { FieldFrame } from './field-message';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> {
  label: ReactNode;
  description?: ReactNode;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A native multi-line text field with its label; works with react-hook-form's `register()`. */
export function TextAreaField({ label, description, error, id, ref, rows = 2, ...props }: TextAreaFieldProps) {
  const { ids, controlProps } = useField(id, description, error);
  return (
    <FieldFrame ids={ids} label={label} description={description} error={error}>
      <textarea {...props} rows={rows} ref={ref} {...controlProps} className="field__textarea" />
    </FieldFrame>
  );
}

import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { useField } from './field-ids';
import { FieldFrame } from './field-frame';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> {
  label: ReactNode;
  description?: ReactNode;
  error?: string;
  /** Monospace, for HTML or code. */
  code?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ label, description, error, code = false, id, ref, ...textareaProps }: TextAreaFieldProps) {
  const { ids, controlProps } = useField(id, description, error);
  return (
    <FieldFrame ids={ids} label={label} description={description} error={error}>
      <textarea
        {...textareaProps}
        ref={ref}
        {...controlProps}
        className={code ? 'field__textarea field__textarea--code' : 'field__textarea'}
      />
    </FieldFrame>
  );
}

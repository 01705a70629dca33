import type { ReactNode } from 'react';
import { useField } from '../form/field-ids';
import { FieldFrame } from '../form/field-frame';

export interface RichTextFieldProps {
  label: ReactNode;
  description?: ReactNode;
  error?: string;
  id?: string;
  /** HTML; what the editor produces must pass the server's allow-list unchanged. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
}

/** Interim plain HTML field with the rich-text editor's props; the Tiptap editor replaces its body. */
export function RichTextField({ label, description, error, id, value, onChange, onBlur }: RichTextFieldProps) {
  const { ids, controlProps } = useField(id, description, error);
  return (
    <FieldFrame ids={ids} label={label} description={description} error={error}>
      <textarea {...controlProps} className="field__input" value={value} onChange={(event) => onChange(event.target.value)} onBlur={onBlur} rows={8} />
    </FieldFrame>
  );
}

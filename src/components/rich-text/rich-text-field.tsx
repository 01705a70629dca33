import { lazy, Suspense, useId, type ReactNode } from 'react';
import { useField } from '../form/field-ids';
import { FieldDescription, FieldError } from '../form/field-message';

export interface RichTextFieldProps {
  label: ReactNode;
  description?: ReactNode;
  error?: string;
  id?: string;
  /** HTML; what the editor produces passes the server's allow-list unchanged. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
}

// Tiptap and ProseMirror are a large chunk: only a page that shows a rich-text field downloads them.
const RichTextEditor = lazy(() => import('./rich-text-editor').then((module) => ({ default: module.RichTextEditor })));

/**
 * A rich-text (HTML) field: label, description and error around the Tiptap editor. Until the editor's code
 * has loaded, the HTML shows in a plain text area that already works, so nothing typed meanwhile is lost.
 */
export function RichTextField({ label, description, error, id, value, onChange, onBlur }: RichTextFieldProps) {
  const { ids, controlProps } = useField(id, description, error);
  const labelId = useId();
  const loading = (
    <div className="rich-text rich-text--loading">
      <p role="status" className="rich-text__loading">
        Loading the editor…
      </p>
      <textarea
        {...controlProps}
        aria-labelledby={labelId}
        className="field__textarea field__textarea--code"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        rows={8}
      />
    </div>
  );
  return (
    <div className="field">
      {/* The editing area is not a labelable element, so the label names it through aria-labelledby. */}
      <label id={labelId} htmlFor={ids.controlId} className="field__label" onClick={() => document.getElementById(ids.controlId)?.focus()}>
        {label}
      </label>
      <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>
      <Suspense fallback={loading}>
        <RichTextEditor
          controlId={ids.controlId}
          labelId={labelId}
          describedBy={ids.describedBy}
          invalid={Boolean(error)}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
        />
      </Suspense>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}

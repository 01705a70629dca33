import type { ReactNode } from 'react';
import type { FieldIds } from './field-ids';

/** Renders nothing when there is no description, so callers need no condition. */
export function FieldDescription({ id, children }: { id: string; children: ReactNode }) {
  if (children === undefined) return null;
  return (
    <p id={id} className="field__description">
      {children}
    </p>
  );
}

/** Inline error under a control; the icon is decorative, the text carries the meaning. */
export function FieldError({ id, children }: { id: string; children?: string }) {
  if (!children) return null;
  return (
    <p id={id} className="field__error">
      <span className="field__error-icon" aria-hidden="true">
        !
      </span>
      <span>{children}</span>
    </p>
  );
}

export interface FieldFrameProps {
  ids: FieldIds;
  label: ReactNode;
  description?: ReactNode;
  error?: string;
  className?: string;
  /** The control itself, placed between the description and the error. */
  children: ReactNode;
}

/**
 * The label, description and error around a single native control. Kept with the messages it places: a checkbox,
 * which uses the messages without the frame, then never splits them into two chunks of the build.
 */
export function FieldFrame({ ids, label, description, error, className = 'field', children }: FieldFrameProps) {
  return (
    <div className={className}>
      <label htmlFor={ids.controlId} className="field__label">
        {label}
      </label>
      <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>
      {children}
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}

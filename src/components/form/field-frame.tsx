import type { ReactNode } from 'react';
import type { FieldIds } from './field-ids';
import { FieldDescription, FieldError } from './field-message';

export interface FieldFrameProps {
  ids: FieldIds;
  label: ReactNode;
  description?: ReactNode;
  error?: string;
  className?: string;
  /** The control itself, placed between the description and the error. */
  children: ReactNode;
}

/** The label, description and error around a single native control. */
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

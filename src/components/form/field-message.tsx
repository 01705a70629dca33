import type { ReactNode } from 'react';

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

import { useId } from 'react';

/** Ids that tie a control to its description and error (aria-describedby). */
export function useFieldIds(explicitId: string | undefined, hasDescription: boolean, hasError: boolean) {
  const generated = useId();
  const controlId = explicitId ?? `field-${generated}`;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const describedBy = [hasDescription ? descriptionId : null, hasError ? errorId : null].filter(Boolean).join(' ');
  return { controlId, descriptionId, errorId, describedBy: describedBy || undefined };
}

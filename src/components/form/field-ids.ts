import { useId } from 'react';

/** Ids that tie a control to its description and error (aria-describedby). */
function useFieldIds(explicitId: string | undefined, hasDescription: boolean, hasError: boolean) {
  const generated = useId();
  const controlId = explicitId ?? `field-${generated}`;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const describedBy = [hasDescription ? descriptionId : null, hasError ? errorId : null].filter(Boolean).join(' ');
  return { controlId, descriptionId, errorId, describedBy: describedBy || undefined };
}

export type FieldIds = ReturnType<typeof useFieldIds>;

/** The ids plus the props every native control spreads: its id, validity and what describes it. */
export function useField(explicitId: string | undefined, description: unknown, error: string | undefined) {
  const ids = useFieldIds(explicitId, description !== undefined, Boolean(error));
  const controlProps = {
    id: ids.controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.describedBy,
  } as const;
  return { ids, controlProps };
}

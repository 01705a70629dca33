import { isCanvasApiError } from '@/api/http/canvas-api-error';

export interface ServerErrorResult<TField extends string> {
  /** Canvas field errors mapped onto form fields, first message each. */
  fields: { name: TField; message: string }[];
  /** Everything that belongs to no field, for the form's error summary. */
  summary: string[];
}

/**
 * Splits a failed save into field errors and form-level messages. `fieldMap` maps Canvas attribute
 * names to form fields (e.g. `conclude_at` -> `end_at`); unmapped attributes go to the summary.
 */
export function readServerErrors<TField extends string>(
  error: unknown,
  fieldMap: Readonly<Record<string, TField>>,
): ServerErrorResult<TField> {
  if (!isCanvasApiError(error)) {
    return { fields: [], summary: [error instanceof Error ? error.message : 'Something went wrong. Try again.'] };
  }
  const fields: ServerErrorResult<TField>['fields'] = [];
  const summary: string[] = [];
  const claimed = new Set<string>();
  for (const [attribute, messages] of Object.entries(error.fieldErrors)) {
    const name = fieldMap[attribute];
    const message = messages[0];
    if (message === undefined) continue;
    claimed.add(message);
    if (name !== undefined && !fields.some((field) => field.name === name)) fields.push({ name, message });
    else summary.push(message);
  }
  // Messages that arrived without a field (e.g. {"message": "..."}), or a plain status.
  for (const message of error.messages) if (!claimed.has(message)) summary.push(message);
  if (fields.length === 0 && summary.length === 0) summary.push(error.message);
  return { fields, summary };
}

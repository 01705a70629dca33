import type { z } from 'zod';
import { validationFailed, type FieldError } from './errors';
import type { ParamValue } from './params';

/** zod 4 leaves `input` off issues by default; a missing value shows in the message. */
const isMissing = (issue: z.core.$ZodIssue) => issue.code === 'invalid_type' && /received undefined/.test(issue.message);

/** Parses request parameters with a zod schema; failures become Canvas's model-validation 400 body. */
export function parseParams<S extends z.ZodType>(schema: S, value: ParamValue | undefined): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const errors: Record<string, FieldError[]> = {};
  for (const issue of result.error.issues) {
    const attribute = issue.path.map(String).join('.') || 'base';
    const type = isMissing(issue) ? 'blank' : 'invalid';
    (errors[attribute] ??= []).push({ attribute, type, message: issue.message });
  }
  throw validationFailed(errors);
}

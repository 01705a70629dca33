import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isCanvasApiError } from '@/api/http/canvas-api-error';
import { readServerErrors } from '@/components/form/server-errors';
import { COURSE_ERROR_FIELDS } from './course-form-values';

/**
 * Puts a failed save's Canvas field errors on the form's fields (focusing the first) and returns the
 * rest for the error summary. Fields this form lacks count as the rest.
 */
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  formFields: readonly Path<T>[],
): string[] {
  if (isCanvasApiError(error) && error.isNotFound) {
    // Canvas answers an unknown term or account with a plain 404.
    return ['The account or term no longer exists. Choose another one and try again.'];
  }
  if (isCanvasApiError(error) && error.isForbidden) {
    // E.g. a TA changing the course dates, which needs edit_course_availability.
    return ['Your role cannot make some of these changes (course dates, for example). Undo them or ask a teacher or administrator.'];
  }
  const { fields, summary } = readServerErrors(error, COURSE_ERROR_FIELDS);
  const rest = [...summary];
  let focused = false;
  for (const { name, message } of fields) {
    const field = formFields.find((candidate) => candidate === name);
    if (field === undefined) {
      rest.push(message);
      continue;
    }
    setError(field, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
  return rest;
}

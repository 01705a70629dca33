import { updateOverride } from '@/api/assignment-overrides';
import { updateAssignment } from '@/api/assignments';
import { isCanvasApiError } from '@/api/http/canvas-api-error';
import { DATE_FIELDS, type DateField } from './date-rows';
import type { SaveRequest } from './save-plan';
import type { CanvasId } from '@/api/schemas/ids';

export function sendRequest(courseId: CanvasId, request: SaveRequest): Promise<unknown> {
  return request.kind === 'assignment'
    ? updateAssignment(courseId, request.assignmentId, request.fields)
    : updateOverride(courseId, request.assignmentId, request.overrideId, request.fields);
}

export interface SaveFailure {
  message: string;
  /** The date the server blamed (a date-order 400 names one), to mark its cell. */
  field?: DateField;
}

/** The server's own words for a failed PUT, and the date field its errors name, if any. */
export function describeFailure(error: unknown): SaveFailure {
  if (!isCanvasApiError(error)) return { message: error instanceof Error ? error.message : 'The request failed.' };
  const field = DATE_FIELDS.find((name) => error.fieldErrors[name] !== undefined);
  return { message: error.message, field };
}

import { CanvasApiError } from '@/api/http/canvas-api-error';

/** Why sending, editing or deleting a comment failed, in the words the server used when it answered. */
export const failureReason = (error: unknown) =>
  error instanceof CanvasApiError ? error.message || `the server answered ${error.status}` : 'the server could not be reached';

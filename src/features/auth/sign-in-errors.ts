import { isCanvasApiError } from '@/api/http/canvas-api-error';

/** The inline message for a token the server refused, or null for other failures. */
export function tokenRejectedMessage(error: unknown): string | null {
  if (!isCanvasApiError(error)) return null;
  if (error.status !== 401 && !error.isForbidden) return null;
  const reason = error.messages.join(' ') || 'Invalid access token.';
  return `That access token was not accepted by the server (${reason})`;
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isCanvasApiError } from '@/api/http/canvas-api-error';
import { createSession, rememberSession } from '@/api/session';

/**
 * Hands the token to the server, which checks it exactly as the API would and answers with a session cookie the
 * app's script never sees; a typo never becomes a "session" that fails on the next screen.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => createSession(token),
    onSuccess: (session) => rememberSession(queryClient, session),
  });
}

/** The inline message for a token the server refused, or null for other failures. */
export function tokenRejectedMessage(error: unknown): string | null {
  if (!isCanvasApiError(error)) return null;
  if (error.status !== 401 && !error.isForbidden) return null;
  const reason = error.messages.join(' ') || 'Invalid access token.';
  return `That access token was not accepted by the server (${reason})`;
}

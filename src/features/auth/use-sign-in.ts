import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isCanvasApiError } from '@/api/http/canvas-api-error';
import { setSessionToken } from '@/api/http/session-token';
import { fetchSelf, userKeys } from '@/api/users';

/**
 * Verifies a token with GET /users/self before storing it, so a typo never
 * becomes a "session" that fails on the next screen.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => fetchSelf({ token }),
    onSuccess: (user, token) => {
      setSessionToken(token);
      // Seeds the top bar so it shows the name without a second request.
      queryClient.setQueryData(userKeys.self(), user);
    },
  });
}

/** The inline message for a token the server refused, or null for other failures. */
export function tokenRejectedMessage(error: unknown): string | null {
  if (!isCanvasApiError(error)) return null;
  if (error.status !== 401 && !error.isForbidden) return null;
  const reason = error.messages.join(' ') || 'Invalid access token.';
  return `That access token was not accepted by the server (${reason})`;
}

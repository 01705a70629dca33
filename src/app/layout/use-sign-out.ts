import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { deleteSession } from '@/api/session';
import { showToast } from '@/components/toast/toast-queue';
import { clearSessionData, signInHref } from '../session';

/**
 * Asks the server to drop the session cookie (it is HttpOnly: only the server can), then forgets everything
 * here. When the server cannot be reached the cookie may live on, so the user is told rather than reassured.
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    const signedOut = await deleteSession().then(
      () => true,
      () => false,
    );
    if (!signedOut) {
      showToast({
        title: 'The server could not end your session',
        description: 'This page has forgotten it, but the browser may still be signed in. Sign out again, or close the browser.',
        tone: 'error',
      });
    }
    // Leave the signed-in screens first: clearing the cache under mounted queries would refetch them.
    await navigate(signInHref({ reason: 'signed-out' }), { replace: true });
    clearSessionData(queryClient);
  }, [navigate, queryClient]);
}

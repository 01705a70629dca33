import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearSessionToken } from '@/api/http/session-token';
import { clearSessionData, signInHref } from '../session';

export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    clearSessionToken();
    // Leave the signed-in screens first: clearing the cache under mounted queries would refetch them.
    await navigate(signInHref({ reason: 'signed-out' }), { replace: true });
    clearSessionData(queryClient);
  }, [navigate, queryClient]);
}

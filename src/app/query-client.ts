import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isCanvasApiError, type CanvasApiError } from '@/api/http/canvas-api-error';
import { jitteredBackoffMs } from '@/lib/backoff';

/**
 * Retry policy (docs/design.md "Errors"): 4xx are answers, not glitches, so they are
 * not retried. Canvas's rate-limit 403 (and 429) is backed off inside canvasFetch
 * itself, so one that reaches here has already waited its turns and is shown.
 * Network failures and 5xx get at most two more tries.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (!isCanvasApiError(error)) return false;
  if (error.isNetworkError || error.isServerError) return failureCount < 2;
  return false;
}

/** Mutations are not idempotent, and a throttled write was already retried by canvasFetch: never here. */
export function shouldRetryMutation(_failureCount: number, _error: unknown): boolean {
  return false;
}

/** Exponential backoff with jitter; rate limits wait longer because Canvas's bucket leaks slowly. */
export function retryDelay(attempt: number, error: unknown): number {
  const firstMs = isCanvasApiError(error) && error.isRateLimited ? 2000 : 500;
  return jitteredBackoffMs(attempt, { firstMs, maxMs: 30_000 });
}

type AuthErrorListener = (error: CanvasApiError) => void;
let authErrorListener: AuthErrorListener | null = null;

/** The router registers here; the query client cannot import the router without a cycle. */
export function setAuthErrorListener(listener: AuthErrorListener | null): void {
  authErrorListener = listener;
}

function notifyAuthError(error: unknown): void {
  if (isCanvasApiError(error) && error.isAuthError) authErrorListener?.(error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: notifyAuthError }),
    mutationCache: new MutationCache({ onError: notifyAuthError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetryQuery,
        retryDelay,
      },
      mutations: {
        retry: shouldRetryMutation,
        retryDelay,
      },
    },
  });
}

/** The app's one client; route loaders prefetch into it. */
export const queryClient = createQueryClient();

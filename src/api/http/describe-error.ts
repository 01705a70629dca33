import { isCanvasApiError } from './canvas-api-error';
import { RATE_LIMIT_MESSAGE } from './rate-limit-backoff';

export interface ErrorDescription {
  title: string;
  message: string;
  /** Whether trying again could help: not for 4xx answers such as 403 or 404. */
  retryable: boolean;
}

/** Plain-language summary of any thrown value, so every error view says the same thing for the same failure. */
export function describeError(error: unknown): ErrorDescription {
  if (!isCanvasApiError(error)) {
    const message = error instanceof Error ? error.message : 'An unexpected error occurred.';
    return { title: 'Something went wrong', message, retryable: true };
  }
  const { message } = error;
  if (error.isNetworkError) return { title: 'Can’t reach the server', message, retryable: true };
  if (error.isAuthError) return { title: 'Your session has ended', message: 'Sign in again to continue.', retryable: false };
  if (error.isRateLimited) {
    return { title: 'Too many requests', message: RATE_LIMIT_MESSAGE, retryable: true };
  }
  if (error.isForbidden) return { title: 'You don’t have permission to view this', message, retryable: false };
  if (error.isNotFound) {
    return { title: 'Not found', message: 'It may have been deleted, or the address may be wrong.', retryable: false };
  }
  if (error.kind === 'invalid-response') return { title: 'Unexpected response', message, retryable: true };
  if (error.isServerError) return { title: 'The server had a problem', message, retryable: true };
  return { title: 'Something went wrong', message, retryable: error.status >= 500 };
}

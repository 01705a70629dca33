import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A setter that writes one value into the URL through `write` (filters, sort), replacing the history entry
 * so Back leaves the page instead of stepping through every filter change.
 */
export function useSearchParamWriter<T>(write: (search: URLSearchParams, value: T) => URLSearchParams): (value: T) => void {
  const [, setSearchParams] = useSearchParams();
  return useCallback((value: T) => setSearchParams((current) => write(current, value), { replace: true }), [setSearchParams, write]);
}

import type { ReactNode } from 'react';
import { ErrorView } from './error-view';
import { LoadingRows } from './loading-rows';

/** The part of a query a list needs to choose its placeholder. */
interface PlaceholderQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: unknown;
  refetch: () => Promise<unknown>;
}

export interface ListPlaceholderInput {
  query: PlaceholderQuery;
  loadingLabel: string;
  loadingRows?: number;
  isEmpty: boolean;
  /** Shown when the query has succeeded with nothing to list. */
  empty: ReactNode;
}

/**
 * What stands in for a list's rows: skeleton rows while the first page loads, the error when there is
 * nothing to show instead (a failed later page keeps the rows), the empty state, or null for the rows.
 */
export function listPlaceholder({ query, loadingLabel, loadingRows, isEmpty, empty }: ListPlaceholderInput): ReactNode {
  if (query.isPending) return <LoadingRows label={loadingLabel} rows={loadingRows} />;
  if (query.isError && !query.data) return <ErrorView error={query.error} onRetry={() => void query.refetch()} />;
  if (isEmpty) return empty;
  return null;
}

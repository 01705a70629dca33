import { useCallback } from 'react';
import { NativeButton } from '@/components/native-button';
import { Spinner } from '@/components/spinner';

/** The part of an infinite query a long table needs to load further pages. */
export interface NextPageState {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * What a table calls as its end comes near: fetches the next page unless there is none, one is on its way,
 * or the last one failed (then the footer offers a retry instead of hammering the server while scrolling).
 */
export function useLoadMore({ hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage }: NextPageState): () => void {
  return useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
}

export interface LoadMoreFooterProps {
  /** Plural noun for the rows, e.g. "courses". */
  noun: string;
  isFetching: boolean;
  error: boolean;
  onRetry: () => void;
}

/** Below the last row: a spinner while the next page loads, or the failure with a Retry button. */
export function LoadMoreFooter({ noun, isFetching, error, onRetry }: LoadMoreFooterProps) {
  if (error) {
    return (
      <div className="vtable__footer" role="alert">
        <span>Couldn’t load more {noun}.</span>
        <NativeButton size="sm" onClick={onRetry}>
          Retry
        </NativeButton>
      </div>
    );
  }
  if (!isFetching) return null;
  return (
    <div className="vtable__footer">
      <Spinner size="sm" label={`Loading more ${noun}…`} />
    </div>
  );
}

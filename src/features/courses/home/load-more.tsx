import { Button } from '@/components/button';

export interface LoadMoreProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
  label: string;
}

/** "Show more" under a paged panel list, with its own retry when a later page fails. */
export function LoadMore({ hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, label }: LoadMoreProps) {
  if (!hasNextPage) return null;
  return (
    <div className="panel-list__more">
      {isFetchNextPageError ? (
        <span role="alert" className="text-muted">
          Couldn’t load more.
        </span>
      ) : null}
      <Button size="sm" isBusy={isFetchingNextPage} onPress={() => void fetchNextPage()}>
        {isFetchNextPageError ? 'Retry' : label}
      </Button>
    </div>
  );
}

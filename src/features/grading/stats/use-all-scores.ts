import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { uniqueItems } from '@/api/http/paginated';
import type { SubmissionScore } from '@/api/schemas/submission-summary';
import { submissionQueries } from '@/api/submissions';
import type { CanvasId } from '@/api/schemas/ids';
import { whenIdle } from '@/lib/when-idle';

/** True once the browser is idle after the first render, so background work never competes with the first student's submission. */
function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}

export interface AllScores {
  submissions: SubmissionScore[];
  /** Every page has arrived. */
  complete: boolean;
  failed: boolean;
}

/**
 * Every submission of the assignment, paged through in the background after idle, one page after another
 * (30 requests of 100 for 3,000 students) so the rail and the student in view keep the connection first.
 */
export function useAllScores(courseId: CanvasId, assignmentId: CanvasId, enabled: boolean): AllScores {
  const idle = useAfterIdle();
  // Refetching means every page again, so only a saved grade (which invalidates the assignment's key) or a
  // long absence refreshes it, not each return to the tab.
  const query = useInfiniteQuery({
    ...submissionQueries.scores(courseId, assignmentId),
    enabled: enabled && idle,
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  return {
    submissions: uniqueItems(query.data?.pages, (submission) => submission.id),
    complete: query.isSuccess && !hasNextPage,
    failed: isError,
  };
}

import { useInfiniteQuery } from '@tanstack/react-query';
import { uniqueItems } from '@/api/http/paginated';
import { submissionQueries } from '@/api/submissions';
import type { CanvasId } from '@/api/schemas/ids';

/**
 * The assignment's submissions as the header's statistics page through them (useAllScores), read without fetching:
 * a second driver of the same pages would cancel and repeat the statistics' requests. Complete once every page is in.
 */
export function useLoadedScores(courseId: CanvasId, assignmentId: CanvasId) {
  const query = useInfiniteQuery({ ...submissionQueries.scores(courseId, assignmentId), enabled: false });
  const complete = query.isSuccess && !query.hasNextPage;
  return complete ? uniqueItems(query.data.pages, (submission) => submission.id) : undefined;
}

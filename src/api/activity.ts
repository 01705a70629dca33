import { queryOptions } from '@tanstack/react-query';
import { canvasFetch } from './http/canvas-fetch';
import { infiniteListOptions } from './http/paginated';
import { activityItemSchema, activitySummarySchema, type ActivitySummaryItem } from './schemas/activity';
import type { CanvasId } from '@/api/schemas/ids';

const activityKeys = {
  all: ['activity'] as const,
  stream: (courseId: CanvasId) => [...activityKeys.all, 'stream', courseId] as const,
  summary: (courseId: CanvasId) => [...activityKeys.all, 'summary', courseId] as const,
};

/** The summary is one unpaginated array (§2.17). */
async function fetchActivitySummary(courseId: CanvasId, signal?: AbortSignal): Promise<ActivitySummaryItem[]> {
  const { data } = await canvasFetch(`/api/v1/courses/${courseId}/activity_stream/summary`, { schema: activitySummarySchema, signal });
  return data;
}

export const activityQueries = {
  /** GET /courses/:id/activity_stream (§2.16): the caller's items, newest first, a page at a time. */
  stream: (courseId: CanvasId) =>
    infiniteListOptions({
      queryKey: activityKeys.stream(courseId),
      path: `/api/v1/courses/${courseId}/activity_stream`,
      // A panel shows a screenful; more pages load on request.
      params: { per_page: 20 },
      schema: activityItemSchema,
    }),
  summary: (courseId: CanvasId) =>
    queryOptions({ queryKey: activityKeys.summary(courseId), queryFn: ({ signal }) => fetchActivitySummary(courseId, signal) }),
};

import { queryOptions } from '@tanstack/react-query';
import { canvasFetch } from './http/canvas-fetch';
import { gradingStandardSchema, type GradingStandard } from './schemas/grading-standard';
import type { CanvasId } from '@/api/schemas/ids';

const gradingStandardKeys = {
  all: ['grading-standards'] as const,
  detail: (courseId: CanvasId, id: CanvasId) => [...gradingStandardKeys.all, courseId, id] as const,
};

/** GET /courses/:course_id/grading_standards/:id: the course's scheme (or one of its account's). */
async function fetchGradingStandard(courseId: CanvasId, id: CanvasId, signal?: AbortSignal): Promise<GradingStandard> {
  const { data } = await canvasFetch(`/api/v1/courses/${courseId}/grading_standards/${id}`, { schema: gradingStandardSchema, signal });
  return data;
}

export const gradingStandardQueries = {
  detail: (courseId: CanvasId, id: CanvasId) =>
    queryOptions({
      queryKey: gradingStandardKeys.detail(courseId, id),
      queryFn: ({ signal }) => fetchGradingStandard(courseId, id, signal),
      staleTime: 5 * 60_000,
    }),
};

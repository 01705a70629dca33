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

/** The scheme a course grades with, or null for none: Canvas says none with null, and some answers with the id 0. */
export function courseSchemeId(course: { grading_standard_id: CanvasId | null }): CanvasId | null {
  const id = course.grading_standard_id;
  return id === '0' ? null : id;
}

export const gradingStandardQueries = {
  detail: (courseId: CanvasId, id: CanvasId) =>
    queryOptions({
      queryKey: gradingStandardKeys.detail(courseId, id),
      queryFn: ({ signal }) => fetchGradingStandard(courseId, id, signal),
      staleTime: 5 * 60_000,
    }),
};

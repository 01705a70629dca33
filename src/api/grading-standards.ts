import { queryOptions } from '@tanstack/react-query';
import { fetchAllPages } from './http/paginated';
import { gradingStandardSchema } from './schemas/grading-standard';
import type { CanvasId } from '@/api/schemas/ids';

const gradingStandardKeys = {
  course: (courseId: CanvasId) => ['grading-standards', 'course', courseId] as const,
};

/** GET /courses/:id/grading_standards: the schemes a course's letter grades can use, a short list. */
export const gradingStandardQueries = {
  course: (courseId: CanvasId) =>
    queryOptions({
      queryKey: gradingStandardKeys.course(courseId),
      queryFn: ({ signal }) => fetchAllPages(`/api/v1/courses/${courseId}/grading_standards`, { schema: gradingStandardSchema, signal }),
      // Schemes change in course settings, rarely while grading.
      staleTime: 5 * 60_000,
    }),
};

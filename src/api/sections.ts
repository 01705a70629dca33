import { queryOptions } from '@tanstack/react-query';
import { fetchAllPages } from './http/paginated';
import { sectionSchema, type Section } from './schemas/section';
import type { CanvasId } from '@/api/schemas/ids';

const sectionKeys = {
  all: ['sections'] as const,
  lists: () => [...sectionKeys.all, 'list'] as const,
  list: (courseId: CanvasId) => [...sectionKeys.lists(), courseId] as const,
  withStudentCounts: (courseId: CanvasId) => [...sectionKeys.list(courseId), 'total_students'] as const,
};

/** GET /courses/:id/sections: a short pick-list, so every page inside one query (docs/design.md, Pagination). */
function fetchSections(courseId: CanvasId, signal?: AbortSignal, include?: readonly 'total_students'[]): Promise<Section[]> {
  return fetchAllPages(`/api/v1/courses/${courseId}/sections`, { schema: sectionSchema, signal, params: include ? { include } : undefined });
}

export const sectionQueries = {
  list: (courseId: CanvasId) =>
    queryOptions({
      queryKey: sectionKeys.list(courseId),
      queryFn: ({ signal }) => fetchSections(courseId, signal),
      // Sections change rarely; pages that label people by section should not refetch them on every visit.
      staleTime: 5 * 60_000,
    }),
  /** With include[]=total_students (active and invited students, as Canvas counts them); absent on a server without it. */
  withStudentCounts: (courseId: CanvasId) =>
    queryOptions({
      queryKey: sectionKeys.withStudentCounts(courseId),
      queryFn: ({ signal }) => fetchSections(courseId, signal, ['total_students']),
      staleTime: 5 * 60_000,
    }),
};

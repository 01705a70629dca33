import { queryOptions } from '@tanstack/react-query';
import { fetchAllPages } from './http/paginated';
import { sectionSchema, type Section } from './schemas/section';

export const sectionKeys = {
  all: ['sections'] as const,
  lists: () => [...sectionKeys.all, 'list'] as const,
  list: (courseId: number) => [...sectionKeys.lists(), courseId] as const,
};

/** GET /courses/:id/sections: a short pick-list, so every page inside one query (design.md, Pagination). */
export function fetchSections(courseId: number, signal?: AbortSignal): Promise<Section[]> {
  return fetchAllPages(`/api/v1/courses/${courseId}/sections`, { schema: sectionSchema, signal });
}

export const sectionQueries = {
  list: (courseId: number) =>
    queryOptions({
      queryKey: sectionKeys.list(courseId),
      queryFn: ({ signal }) => fetchSections(courseId, signal),
      // Sections change rarely; pages that label people by section should not refetch them on every visit.
      staleTime: 5 * 60_000,
    }),
};

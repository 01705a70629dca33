import { queryOptions } from '@tanstack/react-query';
import { fetchAllPages } from './http/paginated';
import { assignmentSchema, type Assignment } from './schemas/assignment';

export const assignmentKeys = {
  all: ['assignments'] as const,
  lists: () => [...assignmentKeys.all, 'list'] as const,
  list: (courseId: number) => [...assignmentKeys.lists(), courseId] as const,
};

/**
 * GET /courses/:id/assignments (§4.1), every page. A course has tens to a few hundred assignments, and
 * screens that lay them out as columns need them all.
 */
export function fetchAssignments(courseId: number, signal?: AbortSignal): Promise<Assignment[]> {
  return fetchAllPages(`/api/v1/courses/${courseId}/assignments`, { schema: assignmentSchema, signal });
}

export const assignmentQueries = {
  list: (courseId: number) =>
    queryOptions({
      queryKey: assignmentKeys.list(courseId),
      queryFn: ({ signal }) => fetchAssignments(courseId, signal),
    }),
};

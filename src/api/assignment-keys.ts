import type { CanvasId } from '@/api/schemas/ids';

/** The list parameters of GET /courses/:id/assignments (§4.1) the app sends. */
export interface AssignmentListParams {
  search_term?: string;
  /** Canvas's buckets; the page's "overdue" filter is `bucket=overdue`. */
  bucket?: 'past' | 'overdue' | 'undated' | 'ungraded' | 'unsubmitted' | 'upcoming' | 'future';
  order_by?: 'position' | 'name' | 'due_at';
  include?: readonly ('all_dates' | 'overrides' | 'submission')[];
}

/**
 * The assignment query keys, apart from their fetchers and schemas, so the shell (the breadcrumb) can read the cache
 * without putting the assignment schema in the entry chunk.
 */
export const assignmentKeys = {
  all: ['assignments'] as const,
  lists: () => [...assignmentKeys.all, 'list'] as const,
  list: (courseId: CanvasId, params: AssignmentListParams = {}) => [...assignmentKeys.lists(), courseId, params] as const,
  details: () => [...assignmentKeys.all, 'detail'] as const,
  detail: (courseId: CanvasId, id: CanvasId) => [...assignmentKeys.details(), courseId, id] as const,
};

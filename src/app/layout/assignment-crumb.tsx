import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { assignmentKeys } from '@/api/assignment-keys';
import type { Assignment } from '@/api/schemas/assignment';
import type { CanvasId } from '@/api/schemas/ids';

/**
 * The assignment's name once its page has loaded it. Reads the cache only: the crumb must not add a request (a
 * student on a page they may not use should not be refused one for the breadcrumb's sake), and the shell must not
 * carry the assignment schema. It watches the cache rather than observing a query: a query observed without its
 * fetcher would be refetched without one when the page's own query is invalidated.
 */
export function AssignmentCrumb({ courseId, assignmentId }: { courseId: CanvasId; assignmentId: CanvasId }) {
  const queryClient = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => queryClient.getQueryCache().subscribe(onChange), [queryClient]);
  const read = () => queryClient.getQueryData<Assignment>(assignmentKeys.detail(courseId, assignmentId))?.name;
  const name = useSyncExternalStore(subscribe, read, read);
  return <>{name ?? 'Assignment'}</>;
}

import { useQuery } from '@tanstack/react-query';
import { assignmentKeys } from '@/api/assignment-keys';
import type { Assignment } from '@/api/schemas/assignment';

/**
 * The assignment's name once its page has loaded it. Reads the cache only: the crumb must not add a request (a
 * student on a page they may not use should not be refused one for the breadcrumb's sake), and the shell must not
 * carry the assignment schema.
 */
export function AssignmentCrumb({ courseId, assignmentId }: { courseId: number; assignmentId: number }) {
  const { data } = useQuery<Assignment>({ queryKey: assignmentKeys.detail(courseId, assignmentId), enabled: false });
  return <>{data?.name ?? 'Assignment'}</>;
}

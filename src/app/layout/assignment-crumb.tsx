import { useQuery } from '@tanstack/react-query';
import { assignmentQueries } from '@/api/assignments';

/**
 * The assignment's name once its page has loaded it. Reads the cache only: the crumb must not add a request, and a
 * student on a page they may not use should not be refused one for the breadcrumb's sake.
 */
export function AssignmentCrumb({ courseId, assignmentId }: { courseId: number; assignmentId: number }) {
  const { data } = useQuery({ ...assignmentQueries.detail(courseId, assignmentId), enabled: false });
  return <>{data?.name ?? 'Assignment'}</>;
}

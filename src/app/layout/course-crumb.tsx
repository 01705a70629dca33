import { useQuery } from '@tanstack/react-query';
import { courseQueries } from '@/api/courses';

/**
 * The course's name once loaded (the course route's loader usually has it already).
 * No refetch on mount after a failure: the route's error page already reports it.
 */
export function CourseCrumb({ courseId }: { courseId: number }) {
  const { data } = useQuery({ ...courseQueries.detail(courseId), enabled: Number.isSafeInteger(courseId), retryOnMount: false });
  return <>{data?.name ?? `Course ${courseId}`}</>;
}

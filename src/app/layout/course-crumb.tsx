import { useQuery } from '@tanstack/react-query';
import { courseQueries } from '@/api/courses';
import type { CanvasId } from '@/api/schemas/ids';

/**
 * The course's name once loaded (the course route's loader usually has it already).
 * No refetch on mount after a failure: the route's error page already reports it.
 */
export function CourseCrumb({ courseId }: { courseId: CanvasId }) {
  const { data } = useQuery({ ...courseQueries.detail(courseId), enabled: Number.isSafeInteger(courseId), retryOnMount: false });
  return <>{data?.name ?? `Course ${courseId}`}</>;
}

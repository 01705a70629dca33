import { useQuery } from '@tanstack/react-query';
import { courseQueries } from '@/api/courses';
import type { FilesOwner } from './files-owner';

/**
 * The zone a course's files show their dates in: the course's, as everywhere else in the app (the course detail is
 * already cached by the files route). Group and personal files have no course zone and use the browser's.
 */
export function useOwnerTimeZone(owner: FilesOwner): string | undefined {
  const course = useQuery({ ...courseQueries.detail(owner.id), enabled: owner.kind === 'courses' });
  return owner.kind === 'courses' ? (course.data?.time_zone ?? undefined) : undefined;
}

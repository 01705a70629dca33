import { queryOptions } from '@tanstack/react-query';
import { fetchAllPages } from './http/paginated';
import { enrollmentSchema, type Enrollment } from './schemas/enrollment';
import type { CanvasId } from '@/api/schemas/ids';

/** Under the course's own prefix, so whatever invalidates a course's grades (['courses', id]) refreshes these too. */
const enrollmentKeys = {
  ofCourse: (courseId: CanvasId) => ['courses', courseId, 'enrollments'] as const,
  own: (courseId: CanvasId) => [...enrollmentKeys.ofCourse(courseId), 'self'] as const,
};

/**
 * GET /courses/:id/enrollments?user_id=self: the caller's own enrollments in the course, readable whatever their
 * roster rights; a student's carry their course grade from posted work only. A student in two sections has two.
 */
function fetchOwnEnrollments(courseId: CanvasId, signal?: AbortSignal): Promise<Enrollment[]> {
  return fetchAllPages(`/api/v1/courses/${courseId}/enrollments`, {
    schema: enrollmentSchema,
    signal,
    params: { user_id: 'self', type: ['StudentEnrollment'], per_page: 100 },
  });
}

export const enrollmentQueries = {
  own: (courseId: CanvasId) =>
    queryOptions({
      queryKey: enrollmentKeys.own(courseId),
      queryFn: ({ signal }) => fetchOwnEnrollments(courseId, signal),
    }),
};

import { queryOptions } from '@tanstack/react-query';
import { fetchAllPages } from './http/paginated';
import type { z } from 'zod/mini';
import { SUBMISSION_CELL_FIELDS, studentSubmissionCellsSchema } from './schemas/student-submissions';
import type { CanvasId } from '@/api/schemas/ids';

export type StudentSubmissions = z.infer<typeof studentSubmissionCellsSchema>;
export type StudentSubmission = StudentSubmissions['submissions'][number];


const studentSubmissionKeys = {
  // Under the submissions prefix, so whatever refreshes a course's submissions refreshes these too.
  students: (courseId: CanvasId) => ['submissions', courseId, 'students'] as const,
  chunk: (courseId: CanvasId, studentIds: readonly CanvasId[]) => [...studentSubmissionKeys.students(courseId), studentIds] as const,
};

/**
 * GET /courses/:id/students/submissions (§5.5) for these students (at most 100, Canvas's page limit), grouped by
 * student: one request for a block of the gradebook's rows, every assignment's submission in it, with only the
 * fields a cell reads. Plain Canvas.
 */
function fetchStudentSubmissions(courseId: CanvasId, studentIds: readonly CanvasId[], signal?: AbortSignal): Promise<StudentSubmissions[]> {
  return fetchAllPages(`/api/v1/courses/${courseId}/students/submissions`, {
    params: { student_ids: studentIds, grouped: 1, response_fields: SUBMISSION_CELL_FIELDS, per_page: Math.min(studentIds.length, 100) },
    schema: studentSubmissionCellsSchema,
    signal,
  });
}

export const studentSubmissionQueries = {
  chunk: (courseId: CanvasId, studentIds: readonly CanvasId[]) =>
    queryOptions({
      queryKey: studentSubmissionKeys.chunk(courseId, studentIds),
      queryFn: ({ signal }) => fetchStudentSubmissions(courseId, studentIds, signal),
      // A refetch of every block on focus would be a burst of dozens of requests; edits show through the overlay.
      staleTime: 5 * 60_000,
    }),
};

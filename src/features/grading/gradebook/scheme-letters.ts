import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { courseQueries } from '@/api/courses';
import { gradingStandardQueries } from '@/api/grading-standards';
import type { Assignment } from '@/api/schemas/assignment';
import type { CanvasId } from '@/api/schemas/ids';
import { DEFAULT_LETTERS } from '../grade-panel/grade-text';

/**
 * The letters a letter or GPA grade of the assignment may take, as the server picks the scheme
 * (schemeForAssignment): the assignment's standard, else the course's, else the default. Null while the scheme is
 * not read yet (or cannot be): the text is then sent and the server decides.
 */
export function useSchemeLetters(courseId: CanvasId) {
  const queryClient = useQueryClient();
  const course = useQuery(courseQueries.detail(courseId));
  const courseStandardId = course.data?.grading_standard_id ?? null;
  // Read ahead: most letter-graded assignments use the course's scheme.
  useQuery({ ...gradingStandardQueries.detail(courseId, courseStandardId ?? ''), enabled: courseStandardId !== null });
  return useCallback(
    (assignment: Pick<Assignment, 'grading_standard_id'>): readonly string[] | null => {
      if (!course.data) return null;
      const standardId = assignment.grading_standard_id ?? courseStandardId;
      if (standardId === null) return DEFAULT_LETTERS;
      const query = gradingStandardQueries.detail(courseId, standardId);
      const standard = queryClient.getQueryData(query.queryKey);
      // An assignment's own scheme is read on its first save, for the next one.
      if (!standard) queryClient.query(query).catch(() => undefined);
      return standard ? standard.grading_scheme.map((entry) => entry.name) : null;
    },
    [queryClient, courseId, course.data, courseStandardId],
  );
}

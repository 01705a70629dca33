import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { courseQueries } from '@/api/courses';
import { gradingStandardQueries } from '@/api/grading-standards';
import type { Assignment } from '@/api/schemas/assignment';
import type { CanvasId } from '@/api/schemas/ids';
import { DEFAULT_LETTERS } from '../grade-panel/grade-text';

/**
 * The letters a letter or GPA grade of the assignment may take, as the server picks the scheme
 * (schemeForAssignment): the assignment's standard, else the course's, else the default. Null while the scheme
 * cannot be read (not loaded, or an account's standard the course list does not hold): the server then decides.
 */
export function useSchemeLetters(courseId: CanvasId) {
  const course = useQuery(courseQueries.detail(courseId));
  const standards = useQuery(gradingStandardQueries.course(courseId));
  return useCallback(
    (assignment: Pick<Assignment, 'grading_standard_id'>): readonly string[] | null => {
      if (!course.data) return null;
      const standardId = assignment.grading_standard_id ?? course.data.grading_standard_id;
      if (standardId === null) return DEFAULT_LETTERS;
      const standard = standards.data?.find((candidate) => candidate.id === standardId);
      return standard ? standard.grading_scheme.map((entry) => entry.name) : null;
    },
    [course.data, standards.data],
  );
}

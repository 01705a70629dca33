import type { LoaderFunctionArgs } from 'react-router';
import { assignmentGroupQueries } from '@/api/assignment-groups';
import { canReadAllSubmissions, coursePermissionQueries } from '@/api/course-permissions';
import { courseQueries } from '@/api/courses';
import { courseUserQueries } from '@/api/course-users';
import { sectionQueries } from '@/api/sections';
import { studentSubmissionQueries } from '@/api/student-submissions';
import { blockStudents } from '@/features/grading/gradebook/gradebook-submissions';
import { queryClient } from './query-client';
import { parseIdParam } from './route-params';
import { whenSignedIn } from './session';
import type { CanvasId } from '@/api/schemas/ids';

const ignore = () => undefined;

/**
 * The gradebook's first requests start beside its code: the course and the caller's rights at once, and for a
 * grader the columns, the sections and the first page of students. A student asks for nothing they would be refused.
 */
export function gradebookLoader({ params }: LoaderFunctionArgs) {
  const courseId = parseIdParam(params.courseId);
  whenSignedIn(() => startGradebook(courseId));
  return null;
}

function startGradebook(courseId: CanvasId) {
  queryClient.query(courseQueries.detail(courseId)).catch(ignore);
  queryClient
    .query(coursePermissionQueries.detail(courseId))
    .then((permissions) => {
      if (!canReadAllSubmissions(permissions)) return;
      queryClient.query(assignmentGroupQueries.withAssignments(courseId)).catch(ignore);
      queryClient.query(sectionQueries.list(courseId)).catch(ignore);
      queryClient
        .infiniteQuery(courseUserQueries.gradebookStudents(courseId))
        .then((roster) => {
          // The first rows' submissions start as soon as their names are known, before the grid has drawn.
          const ids = (roster.pages[0]?.items ?? []).map((user) => user.id);
          queryClient.query(studentSubmissionQueries.chunk(courseId, blockStudents(ids, 0))).catch(ignore);
        })
        .catch(ignore);
    })
    .catch(ignore);
}

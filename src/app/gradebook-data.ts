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
 * The gradebook's first requests start together beside its code, as the route document preloads them
 * (build/course-preloads.ts): the course, the caller's rights, the columns, the sections and the first page of
 * students. The first block of submissions names that page's students, so it follows it: two requests in sequence
 * before the first cells. It waits for the rights too, as a student may list the roster but not its grades.
 */
export function gradebookLoader({ params }: LoaderFunctionArgs) {
  const courseId = parseIdParam(params.courseId);
  whenSignedIn(() => startGradebook(courseId));
  return null;
}

function startGradebook(courseId: CanvasId) {
  queryClient.query(courseQueries.detail(courseId)).catch(ignore);
  queryClient.query(assignmentGroupQueries.withAssignments(courseId)).catch(ignore);
  queryClient.query(sectionQueries.list(courseId)).catch(ignore);
  Promise.all([queryClient.query(coursePermissionQueries.detail(courseId)), queryClient.infiniteQuery(courseUserQueries.gradebookStudents(courseId))])
    .then(([permissions, roster]) => {
      if (!canReadAllSubmissions(permissions)) return;
      const ids = (roster.pages[0]?.items ?? []).map((user) => user.id);
      queryClient.query(studentSubmissionQueries.chunk(courseId, blockStudents(ids, 0))).catch(ignore);
    })
    .catch(ignore);
}

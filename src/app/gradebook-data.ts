import type { LoaderFunctionArgs } from 'react-router';
import { assignmentGroupQueries } from '@/api/assignment-groups';
import { canReadAllSubmissions, coursePermissionQueries } from '@/api/course-permissions';
import { courseQueries } from '@/api/courses';
import { courseUserQueries } from '@/api/course-users';
import { courseSchemeId, gradingStandardQueries } from '@/api/grading-standards';
import { sectionQueries } from '@/api/sections';
import { studentSubmissionQueries } from '@/api/student-submissions';
import { blockStudents } from '@/features/grading/gradebook/gradebook-submissions';
import type { PagePrefetch } from './page-prefetch';
import { queryClient } from './query-client';
import { parseIdParam } from './route-params';
import { whenSignedIn } from './session';

const ignore = () => undefined;

/**
 * The gradebook's first requests start together beside its code, as the route document preloads them
 * (build/course-preloads.ts): the course, the caller's rights, the columns, the sections and the first page of
 * students. The first block of submissions names that page's students, so it follows it: two requests in sequence
 * before the first cells. It waits for the rights too, as a student may list the roster but not its grades. A course
 * with its own grading scheme asks for it once the course names it: the totals' letters wait for it. The server's
 * drawing of the page asks for the same (first-screen/first-screens.ts).
 */
export const prefetchGradebook: PagePrefetch = (client, { params }) => {
  const courseId = parseIdParam(params.courseId);
  const scheme = client
    .query(courseQueries.detail(courseId))
    .then((course) => {
      const schemeId = courseSchemeId(course);
      return schemeId === null ? undefined : client.query(gradingStandardQueries.detail(courseId, schemeId));
    })
    .catch(ignore);
  const firstBlock = Promise.all([client.query(coursePermissionQueries.detail(courseId)), client.infiniteQuery(courseUserQueries.gradebookStudents(courseId))])
    .then(([permissions, roster]) => {
      if (!canReadAllSubmissions(permissions)) return undefined;
      const ids = (roster.pages[0]?.items ?? []).map((user) => user.id);
      return client.query(studentSubmissionQueries.chunk(courseId, blockStudents(ids, 0)));
    })
    .catch(ignore);
  return Promise.all([
    scheme,
    client.query(assignmentGroupQueries.withAssignments(courseId)).catch(ignore),
    client.query(sectionQueries.list(courseId)).catch(ignore),
    firstBlock,
  ]);
};

export function gradebookLoader({ params, request }: LoaderFunctionArgs) {
  whenSignedIn(() => void prefetchGradebook(queryClient, { params, url: new URL(request.url) }));
  return null;
}

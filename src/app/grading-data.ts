import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { assignmentQueries } from '@/api/assignments';
import { canReadAllSubmissions, coursePermissionQueries } from '@/api/course-permissions';
import { courseQueries } from '@/api/courses';
import { submissionQueries } from '@/api/submissions';
import { readHideNames } from '@/features/grading/rail/hidden-names';
import { railFilters, readRailParams } from '@/features/grading/rail/rail-params';
import { queryClient } from './query-client';
import { parseIdParam } from './route-params';
import { whenSignedIn } from './session';
import type { PagePrefetch } from './page-prefetch';

const ignore = () => undefined;

/**
 * Everything the first student needs starts at once, in parallel with the course layout's own request: the
 * assignment, the course (its time zone), permissions, the rail's FIRST page only, and the student named in the
 * URL. It is a lazy chunk of its own, loaded beside the page's chunk, so they start before the page's code arrives.
 * A 3,000-student class costs the same as a 10-student one (issue 8's budget). The students' submissions wait
 * for the caller's rights (usually cached by the course layout already): a student asks for nothing they would be
 * refused, and the page tells them so from the same rights. The server's render of the page asks for the same.
 */
export const prefetchGrading: PagePrefetch = (client, { params, url }) => {
  const courseId = parseIdParam(params.courseId);
  const assignmentId = parseIdParam(params.assignmentId);
  const rail = readRailParams(url.searchParams);
  const students = () => {
    const list = client.infiniteQuery(submissionQueries.list(courseId, assignmentId, railFilters(rail, readHideNames(assignmentId)))).catch(ignore);
    const student = rail.student === undefined ? undefined : client.query({ ...submissionQueries.detail(courseId, assignmentId, rail.student), staleTime: 30_000 }).catch(ignore);
    return Promise.all([list, student]);
  };
  return Promise.all([
    client.query(assignmentQueries.detail(courseId, assignmentId)).catch(ignore),
    client.query(courseQueries.detail(courseId)).catch(ignore),
    client
      .query(coursePermissionQueries.detail(courseId))
      .then((permissions) => (canReadAllSubmissions(permissions) ? students() : undefined))
      .catch(ignore),
  ]);
};

export function gradingLoader({ params, request }: LoaderFunctionArgs) {
  whenSignedIn(() => void prefetchGrading(queryClient, { params, url: new URL(request.url) }));
  return null;
}

/** Moving between students changes only `?student=`: the loader's requests are already cached, nothing to redo. */
export function gradingShouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}


import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { assignmentQueries } from '@/api/assignments';
import { coursePermissionQueries } from '@/api/course-permissions';
import { courseQueries } from '@/api/courses';
import { submissionQueries } from '@/api/submissions';
import { readHideNames } from '@/features/grading/rail/hidden-names';
import { railFilters, readRailParams } from '@/features/grading/rail/rail-params';
import { queryClient } from './query-client';
import { parseIdParam } from './route-params';
import { whenSignedIn } from './session';

const ignore = () => undefined;

/**
 * Everything the first student needs starts at once, in parallel with the course layout's own request: the
 * assignment, the course (its time zone), permissions, the rail's FIRST page only, and the student named in the
 * URL. It is a lazy chunk of its own, loaded beside the page's chunk, so they start before the page's code arrives.
 * A 3,000-student class costs the same as a 10-student one (issue 8's budget). A student's 403 comes back
 * on the rail's request and becomes the route's error page.
 */
export function gradingLoader({ params, request }: LoaderFunctionArgs) {
  const courseId = parseIdParam(params.courseId);
  const assignmentId = parseIdParam(params.assignmentId);
  const rail = readRailParams(new URL(request.url).searchParams);
  whenSignedIn(() => startGrading(courseId, assignmentId, rail));
  return null;
}

function startGrading(courseId: number, assignmentId: number, rail: ReturnType<typeof readRailParams>) {
  const requests: Promise<unknown>[] = [
    queryClient.query(assignmentQueries.detail(courseId, assignmentId)),
    queryClient.query(courseQueries.detail(courseId)),
    queryClient.query(coursePermissionQueries.detail(courseId)),
    queryClient.infiniteQuery(submissionQueries.list(courseId, assignmentId, railFilters(rail, readHideNames(assignmentId)))),
  ];
  if (rail.student !== undefined) {
    requests.push(queryClient.query({ ...submissionQueries.detail(courseId, assignmentId, rail.student), staleTime: 30_000 }));
  }
  for (const started of requests) started.catch(ignore);
}

/** Moving between students changes only `?student=`: the loader's requests are already cached, nothing to redo. */
export function gradingShouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}


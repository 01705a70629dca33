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
import type { CanvasId } from '@/api/schemas/ids';

const ignore = () => undefined;

/**
 * Everything the first student needs starts at once, in parallel with the course layout's own request: the
 * assignment, the course (its time zone), permissions, the rail's FIRST page only, and the student named in the
 * URL. It is a lazy chunk of its own, loaded beside the page's chunk, so they start before the page's code arrives.
 * A 3,000-student class costs the same as a 10-student one (issue 8's budget). The students' submissions wait
 * for the caller's rights (usually cached by the course layout already): a student asks for nothing they would be
 * refused, and the page tells them so from the same rights.
 */
export function gradingLoader({ params, request }: LoaderFunctionArgs) {
  const courseId = parseIdParam(params.courseId);
  const assignmentId = parseIdParam(params.assignmentId);
  const rail = readRailParams(new URL(request.url).searchParams);
  whenSignedIn(() => startGrading(courseId, assignmentId, rail));
  return null;
}

function startGrading(courseId: CanvasId, assignmentId: CanvasId, rail: ReturnType<typeof readRailParams>) {
  queryClient.query(assignmentQueries.detail(courseId, assignmentId)).catch(ignore);
  queryClient.query(courseQueries.detail(courseId)).catch(ignore);
  queryClient
    .query(coursePermissionQueries.detail(courseId))
    .then((permissions) => {
      if (canReadAllSubmissions(permissions)) startStudents(courseId, assignmentId, rail);
    })
    .catch(ignore);
}

function startStudents(courseId: CanvasId, assignmentId: CanvasId, rail: ReturnType<typeof readRailParams>) {
  queryClient.infiniteQuery(submissionQueries.list(courseId, assignmentId, railFilters(rail, readHideNames(assignmentId)))).catch(ignore);
  if (rail.student !== undefined) {
    queryClient.query({ ...submissionQueries.detail(courseId, assignmentId, rail.student), staleTime: 30_000 }).catch(ignore);
  }
}

/** Moving between students changes only `?student=`: the loader's requests are already cached, nothing to redo. */
export function gradingShouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}


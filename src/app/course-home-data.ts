import type { LoaderFunctionArgs } from 'react-router';
import { activityQueries } from '@/api/activity';
import { coursePermissionQueries } from '@/api/course-permissions';
import { todoQueries } from '@/api/todo';
import { startWhenCourseLoads } from './course-requests';
import { queryClient } from './query-client';
import { parseIdParam } from './route-params';

/** Starts every panel's request together once the course exists; each panel shows its own failure. */
export function courseHomeLoader({ params }: LoaderFunctionArgs) {
  const courseId = parseIdParam(params.courseId);
  startWhenCourseLoads(
    courseId,
    () => queryClient.query(coursePermissionQueries.detail(courseId)),
    () => queryClient.query(activityQueries.summary(courseId)),
    () => queryClient.infiniteQuery(activityQueries.stream(courseId)),
    () => queryClient.infiniteQuery(todoQueries.course(courseId)),
  );
  return null;
}

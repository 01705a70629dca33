import type { LoaderFunctionArgs } from 'react-router';
import { userCourseListQuery } from '@/features/courses/course-list-query';
import { queryClient } from './query-client';
import { whenSignedIn } from './session';

const ignore = () => undefined;

/** Starts the first page while the route's code is still loading. */
export function coursesLoader({ request }: LoaderFunctionArgs) {
  whenSignedIn(() => {
    // Failures surface in the page's own error state, not here.
    queryClient.infiniteQuery(userCourseListQuery('caller', new URL(request.url).searchParams)).catch(ignore);
  });
  return null;
}

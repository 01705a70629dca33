import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { userCourseListQuery } from '@/features/courses/course-list-query';
import { queryClient } from './query-client';
import { whenSignedIn } from './session';

const ignore = () => undefined;

/** The course list's first page: a page prefetch (page-prefetch.ts) that reads only the URL. */
export const prefetchCourseList = (client: QueryClient, { url }: { url: URL }) => client.infiniteQuery(userCourseListQuery('caller', url.searchParams));

/** Starts the first page while the route's code is still loading. */
export function coursesLoader({ request }: LoaderFunctionArgs) {
  whenSignedIn(() => {
    // Failures surface in the page's own error state, not here.
    prefetchCourseList(queryClient, { url: new URL(request.url) }).catch(ignore);
  });
  return null;
}

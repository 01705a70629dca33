import type { InfiniteData } from '@tanstack/react-query';
import { courseKeys } from '@/api/course-keys';
import { courseQueries } from '@/api/courses';
import type { Page } from '@/api/http/paginated';
import { isRestrictedCourse, type CourseListItem } from '@/api/schemas/course';
import { queryClient } from './query-client';
import { whenSignedIn } from './session';
import type { CanvasId } from '@/api/schemas/ids';

const ignore = () => undefined;

/** The course every course page stands on; cached data is enough (the page refreshes it in the background). */
export function loadCourse(courseId: CanvasId): Promise<unknown> {
  return queryClient.query({ ...courseQueries.detail(courseId), staleTime: 'static' });
}

/**
 * Starts a course page's own requests once its course is known to exist. They wait on the same request as the
 * course layout, so an unknown (404) or forbidden (403) course costs one request rather than one per panel, and a
 * cached course starts them at once, as does a course the session's course lists show (navigating from a list):
 * it exists and the caller may read it, so they start beside the course's request instead of one round trip
 * after it. Failures show in the panels that use the data.
 */
export function startWhenCourseLoads(courseId: CanvasId, ...requests: (() => Promise<unknown>)[]): void {
  whenSignedIn(() => startAfterCourse(courseId, requests));
}

function startAfterCourse(courseId: CanvasId, requests: (() => Promise<unknown>)[]): void {
  // The course already failed (the layout's request ended first): the layout shows that error, so asking again
  // here would only repeat the 404. Components still fetch on mount if the course turns out to exist.
  const state = queryClient.getQueryState(courseKeys.detail(courseId));
  if (state?.status === 'error' && state.fetchStatus === 'idle') return;
  const startAll = () => {
    for (const request of requests) request().catch(ignore);
  };
  const listed = listedCourse(courseId);
  loadCourse(courseId).then(listed ? ignore : startAll, ignore);
  if (listed) startAll();
}

/** Whether a cached course list holds this course in full (a course outside its dates is listed but may refuse). */
function listedCourse(courseId: CanvasId): boolean {
  return queryClient
    .getQueriesData<InfiniteData<Page<CourseListItem>>>({ queryKey: courseKeys.lists() })
    .some(([, data]) => data?.pages.some((page) => page.items.some((item) => item.id === courseId && !isRestrictedCourse(item))));
}

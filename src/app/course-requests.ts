import { courseKeys } from '@/api/course-keys';
import { courseQueries } from '@/api/courses';
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
 * cached course starts them at once. Failures show in the panels that use the data.
 */
export function startWhenCourseLoads(courseId: CanvasId, ...requests: (() => Promise<unknown>)[]): void {
  whenSignedIn(() => startAfterCourse(courseId, requests));
}

function startAfterCourse(courseId: CanvasId, requests: (() => Promise<unknown>)[]): void {
  // The course already failed (the layout's request ended first): the layout shows that error, so asking again
  // here would only repeat the 404. Components still fetch on mount if the course turns out to exist.
  const state = queryClient.getQueryState(courseKeys.detail(courseId));
  if (state?.status === 'error' && state.fetchStatus === 'idle') return;
  loadCourse(courseId).then(() => {
    for (const request of requests) request().catch(ignore);
  }, ignore);
}

import type { LoaderFunctionArgs } from 'react-router';
import { loadCourse } from './course-requests';
import { parseIdParam } from './route-params';
import { currentSession } from './session';

/**
 * Waits for the course (cached data is enough; the page refreshes it in the
 * background) so a missing (404) or forbidden (403) course shows the
 * route error page instead of an empty shell.
 */
export async function courseLayoutLoader({ params }: LoaderFunctionArgs) {
  const courseId = parseIdParam(params.courseId);
  if (await currentSession()) await loadCourse(courseId);
  return null;
}

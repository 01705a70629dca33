import { useQuery } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { isCanvasApiError } from '@/api/http/canvas-api-error';
import { userQueries } from '@/api/users';
import { PageHeader } from '@/components/page-header';
import { CourseList } from '@/features/courses/course-list';
import { userCourseListQuery } from '@/features/courses/course-list-query';
import { queryClient } from '../query-client';
import { parseIdParam } from '../route-params';
import { whenSignedIn } from '../session';

const ignore = () => undefined;

export function loader({ request, params }: LoaderFunctionArgs) {
  const userId = parseIdParam(params.userId);
  whenSignedIn(() => {
    // Failures surface in the page's own states, not here.
    queryClient.infiniteQuery(userCourseListQuery(userId, new URL(request.url).searchParams)).catch(ignore);
    queryClient.query(userQueries.detail(userId)).catch(ignore);
  });
  return null;
}

/** An admin's view of another user's courses: the same list over GET /users/:id/courses. */
function UserCoursesRoute() {
  const userId = parseIdParam(useParams().userId);
  // A user the caller may not read (403) or that does not exist (404) makes the whole page moot:
  // let the route error page say so. Other failures only cost the heading its name.
  const { data: user } = useQuery({
    ...userQueries.detail(userId),
    throwOnError: (error) => isCanvasApiError(error) && (error.isForbidden || error.isNotFound),
  });
  const name = user?.name ?? `User ${userId}`;
  return (
    <div className="page page--fill">
      <title>{`${name} · Courses · Lectern`}</title>
      <PageHeader eyebrow="Courses of" title={name} description={`Courses where ${name} has an enrollment.`} />
      <CourseList owner={userId} />
    </div>
  );
}

export { UserCoursesRoute as Component };

import type { LoaderFunctionArgs } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { AccountCoursesLink } from '@/features/courses/account-courses-link';
import { CourseList } from '@/features/courses/course-list';
import { userCourseListQuery } from '@/features/courses/course-list-query';
import { NewCourseButton } from '@/features/courses/new-course-button';
import { queryClient } from '../query-client';
import { whenSignedIn } from '../session';

const ignore = () => undefined;

/** Starts the first page while the route's code is still loading. */
export function loader({ request }: LoaderFunctionArgs) {
  whenSignedIn(() => {
    // Failures surface in the page's own error state, not here.
    queryClient.infiniteQuery(userCourseListQuery('caller', new URL(request.url).searchParams)).catch(ignore);
  });
  return null;
}

function CoursesRoute() {
  return (
    <div className="page page--fill">
      <title>Courses · Lectern</title>
      <PageHeader
        title="Courses"
        description="Courses you are enrolled in, as teacher, TA, designer, student or observer."
        actions={
          <>
            <AccountCoursesLink />
            <NewCourseButton />
          </>
        }
      />
      <CourseList owner="caller" emptyAction={<AccountCoursesLink variant="primary" />} />
    </div>
  );
}

export { CoursesRoute as Component };

import type { LoaderFunctionArgs } from 'react-router';
import { courseQueries } from '@/api/courses';
import { PageHeader } from '@/components/page-header';
import { readCourseFilters } from '@/features/courses/course-filters';
import { CourseList } from '@/features/courses/course-list';
import { NewCourseButton } from '@/features/courses/new-course-button';
import { queryClient } from '../query-client';
import { hasSession } from '../session';

const ignore = () => undefined;

/** Starts the first page while the route's code is still loading. */
export function loader({ request }: LoaderFunctionArgs) {
  if (hasSession()) {
        const filters = readCourseFilters(new URL(request.url).searchParams);
    // Failures surface in the page's own error state, not here.
    queryClient.infiniteQuery(courseQueries.list(filters)).catch(ignore);
  }
  return null;
}

function CoursesRoute() {
  return (
    <div className="page page--fill">
      <title>Courses · Lectern</title>
      <PageHeader
        title="Courses"
        description="Courses you are enrolled in, as teacher, TA, designer, student or observer."
        actions={<NewCourseButton />}
      />
      <CourseList owner="caller" />
    </div>
  );
}

export { CoursesRoute as Component };

import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { canManageSettings, coursePermissionQueries } from '@/api/course-permissions';
import { courseQueries } from '@/api/courses';
import { tabQueries } from '@/api/tabs';
import { LoadingRows } from '@/components/loading-rows';
import { PageHeader } from '@/components/page-header';
import { PanelBoundary } from '@/components/panel-boundary';
import { NavigationSettings } from '@/features/navigation/navigation-settings';
import { startWhenCourseLoads } from '../course-requests';
import { CoursePermissionGate } from '../course-permission-gate';
import { queryClient } from '../query-client';
import { parseIdParam } from '../route-params';

/** The permission check and the tabs start together once the course exists; failures show in the page. */
export function loader({ params }: LoaderFunctionArgs) {
  const courseId = parseIdParam(params.courseId);
  startWhenCourseLoads(
    courseId,
    () => queryClient.query(coursePermissionQueries.detail(courseId)),
    () => queryClient.query(tabQueries.course(courseId)),
  );
  return null;
}

/** Canvas's PUT /tabs asks for manage_content or manage_course_content_edit (§6.2), the settings page's right. */
const DENIED = {
  title: "You don't have permission to change this course's navigation",
  message: 'Only teachers, TAs, designers and administrators who can edit course content can reorder or hide its tabs.',
};

function CourseNavigationRoute() {
  const courseId = parseIdParam(useParams().courseId);
  const { data: course } = useQuery(courseQueries.detail(courseId));
  return (
    <CoursePermissionGate courseId={courseId} isAllowed={canManageSettings} denied={DENIED}>
      <div className="page">
        <title>{`Navigation · ${course?.name ?? 'Course'} · Lectern`}</title>
        <PageHeader
          eyebrow={course?.course_code}
          title="Navigation"
          description="Drag tabs to reorder them, or across to hide them from students; or use each tab’s Move menu. Changes save as you make them."
        />
        <PanelBoundary resetKeys={[courseId]}>
          <Suspense fallback={<LoadingRows label="Loading tabs…" rows={8} />}>
            <NavigationSettings courseId={courseId} />
          </Suspense>
        </PanelBoundary>
      </div>
    </CoursePermissionGate>
  );
}

export { CourseNavigationRoute as Component };

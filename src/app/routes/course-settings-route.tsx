import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { canManageSettings, coursePermissionQueries } from '@/api/course-permissions';
import { courseSettingsQueries } from '@/api/course-settings';
import { courseQueries } from '@/api/courses';
import { buttonClassName } from '@/components/button-class-name';
import { LoadingRows } from '@/components/loading-rows';
import { PageHeader } from '@/components/page-header';
import { PanelBoundary } from '@/components/panel-boundary';
import { CourseSettingsForm } from '@/features/course-settings/course-settings-form';
import { CoursePermissionGate } from '../course-permission-gate';
import { queryClient } from '../query-client';
import { startWhenCourseLoads } from '../course-requests';
import { parseIdParam } from '../route-params';

/** Starts the permission check and the settings together once the course exists; failures show in the page. */
export function loader({ params }: LoaderFunctionArgs) {
  const courseId = parseIdParam(params.courseId);
  startWhenCourseLoads(
    courseId,
    () => queryClient.query(coursePermissionQueries.detail(courseId)),
    () => queryClient.query(courseSettingsQueries.detail(courseId)),
  );
  return null;
}

const DENIED = {
  title: "You don't have permission to change this course's settings",
  message:
    'Only teachers, TAs, designers and administrators who can edit course content can change its settings. Ask one of them if something needs to change.',
};

function CourseSettingsRoute() {
  const courseId = parseIdParam(useParams().courseId);
  const { data: course } = useQuery(courseQueries.detail(courseId));
  return (
    <CoursePermissionGate courseId={courseId} isAllowed={canManageSettings} denied={DENIED}>
      <div className="page">
        <title>{`Settings · ${course?.name ?? 'Course'} · Lectern`}</title>
        <PageHeader
          eyebrow={course?.course_code}
          title="Settings"
          description="Changes save as you make them. Text fields save when you leave them or press Enter."
          actions={
            <Link to={`/courses/${courseId}/settings/navigation`} className={buttonClassName('secondary')}>
              Navigation
            </Link>
          }
        />
        <PanelBoundary resetKeys={[courseId]}>
          <Suspense fallback={<LoadingRows label="Loading settings…" rows={6} />}>
            <CourseSettingsForm courseId={courseId} />
          </Suspense>
        </PanelBoundary>
      </div>
    </CoursePermissionGate>
  );
}

export { CourseSettingsRoute as Component };

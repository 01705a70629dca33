import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { coursePermissionQueries } from '@/api/course-permissions';
import { courseQueries, forgetCourse } from '@/api/courses';
import type { Course } from '@/api/schemas/course';
import { LoadingRows } from '@/components/loading-rows';
import { PageHeader } from '@/components/page-header';
import { PanelBoundary } from '@/components/panel-boundary';
import { showToast } from '@/components/toast/toast-queue';
import { CourseStateBadge } from '@/features/courses/course-state-badge';
import { DangerZone } from '@/features/courses/danger/danger-zone';
import { queryClient as appQueryClient } from '../query-client';
import { parseIdParam } from '../route-params';
import { hasSession } from '../session';

const ignore = () => undefined;

export function loader({ params }: LoaderFunctionArgs) {
  const courseId = parseIdParam(params.courseId);
  if (hasSession()) appQueryClient.query(coursePermissionQueries.detail(courseId)).catch(ignore);
  return null;
}

function CourseDangerRoute() {
  const courseId = parseIdParam(useParams().courseId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: course } = useQuery(courseQueries.detail(courseId));

  // The old course is gone (deleted, or replaced by a reset): leave its pages first, then drop it from the cache.
  const onDeleted = async () => {
    const name = course?.name ?? 'The course';
    await navigate('/courses', { replace: true });
    forgetCourse(queryClient, courseId);
    showToast({ title: `${name} deleted`, tone: 'success' });
  };
  const onReset = async (replacement: Course) => {
    await navigate(`/courses/${replacement.id}`, { replace: true });
    forgetCourse(queryClient, courseId);
    showToast({ title: 'Course reset. This is the new, empty course.', tone: 'success' });
  };

  return (
    <div className="page page--narrow">
      <title>{`Danger zone · ${course?.name ?? 'Course'} · Lectern`}</title>
      <PageHeader
        eyebrow={course?.name}
        title="Danger zone"
        description={
          course ? (
            <span className="course-home__meta">
              <span>Current state:</span>
              <CourseStateBadge state={course.workflow_state} />
            </span>
          ) : undefined
        }
      />
      <PanelBoundary resetKeys={[courseId]}>
        <Suspense fallback={<LoadingRows label="Loading course…" rows={3} />}>
          <DangerZone courseId={courseId} onDeleted={() => void onDeleted()} onReset={(next) => void onReset(next)} />
        </Suspense>
      </PanelBoundary>
    </div>
  );
}

export { CourseDangerRoute as Component };

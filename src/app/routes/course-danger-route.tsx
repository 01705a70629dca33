import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { canRestoreCourse, coursePermissionQueries } from '@/api/course-permissions';
import { courseQueries, forgetCourse } from '@/api/courses';
import type { Course } from '@/api/schemas/course';
import { ErrorView } from '@/components/error-view';
import { LoadingRows } from '@/components/loading-rows';
import { PageHeader } from '@/components/page-header';
import { PanelBoundary } from '@/components/panel-boundary';
import { closeToast, showToast } from '@/components/toast/toast-queue';
import { CourseStateBadge } from '@/features/courses/course-state-badge';
import { dangerRows } from '@/features/courses/danger/danger-rows';
import { DangerZone } from '@/features/courses/danger/danger-zone';
import { RestoreCourseButton } from '@/features/courses/danger/restore-course-button';
import { startWhenCourseLoads } from '../course-requests';
import { PermissionDeniedView } from '../permission-denied-view';
import { queryClient as appQueryClient } from '../query-client';
import { parseIdParam } from '../route-params';

export function loader({ params }: LoaderFunctionArgs) {
  const courseId = parseIdParam(params.courseId);
  startWhenCourseLoads(courseId, () => appQueryClient.query(coursePermissionQueries.detail(courseId)));
  return null;
}

function CourseDangerRoute() {
  const courseId = parseIdParam(useParams().courseId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: course } = useQuery(courseQueries.detail(courseId));
  const permissions = useQuery(coursePermissionQueries.detail(courseId));

  // The old course is gone (deleted, or replaced by a reset): leave its pages first, then drop it from the cache.
  const onDeleted = async () => {
    const name = course?.name ?? 'The course';
    const restorable = canRestoreCourse(permissions.data);
    await navigate('/courses', { replace: true });
    forgetCourse(queryClient, courseId);
    // The toast closes itself once the course is restored; its key exists only after it is shown.
    let toastKey = '';
    const closeDeletedToast = () => closeToast(toastKey);
    toastKey = showToast({
      title: `${name} deleted`,
      description: restorable ? 'You can restore it, unpublished and without its enrollments.' : undefined,
      action: restorable ? <RestoreCourseButton courseId={courseId} name={name} onRestored={closeDeletedToast} /> : undefined,
      tone: 'success',
    });
  };
  const onReset = async (replacement: Course) => {
    await navigate(`/courses/${replacement.id}`, { replace: true });
    forgetCourse(queryClient, courseId);
    showToast({ title: 'Course reset. This is the new, empty course.', tone: 'success' });
  };

  if (!course) return <LoadingRows label="Loading course…" rows={3} />;
  const rows = permissions.isSuccess ? dangerRows(course, permissions.data) : [];
  if (permissions.isSuccess && rows.length === 0) {
    return (
      <PermissionDeniedView
        courseId={courseId}
        title="You don't have permission to conclude, reset or delete this course"
        message="Only teachers and administrators with those rights can change the course's state. Ask one of them if something needs to change."
      />
    );
  }
  return (
    <div className="page page--narrow">
      <title>{`Danger zone · ${course.name} · Lectern`}</title>
      <PageHeader
        eyebrow={course.name}
        title="Danger zone"
        description={
          <span className="course-home__meta">
            <span>Current state:</span>
            <CourseStateBadge state={course.workflow_state} />
          </span>
        }
      />
      {permissions.isError ? <ErrorView error={permissions.error} onRetry={() => void permissions.refetch()} /> : null}
      {permissions.isPending ? <LoadingRows label="Checking what you can do…" rows={3} /> : null}
      {permissions.isSuccess ? (
        <PanelBoundary resetKeys={[courseId]}>
          <DangerZone
            course={course}
            rows={rows}
            onDeleted={() => void onDeleted()}
            onReset={(next) => void onReset(next)}
          />
        </PanelBoundary>
      ) : null}
    </div>
  );
}

export { CourseDangerRoute as Component };

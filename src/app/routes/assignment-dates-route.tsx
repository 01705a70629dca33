import { useQuery } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { assignmentQueries } from '@/api/assignments';
import { canEditAssignments, coursePermissionQueries } from '@/api/course-permissions';
import { courseQueries } from '@/api/courses';
import { ErrorView } from '@/components/error-view';
import { LoadingRows } from '@/components/loading-rows';
import { PageHeader } from '@/components/page-header';
import { PanelBoundary } from '@/components/panel-boundary';
import { BulkDatesView } from '@/features/bulk-dates/bulk-dates-view';
import { BULK_DATES_LIST_PARAMS } from '@/features/bulk-dates/use-date-rows';
import '@/styles/bulk-dates.css';
import { startWhenCourseLoads } from '../course-requests';
import { PermissionDeniedView } from '../permission-denied-view';
import { queryClient } from '../query-client';
import { parseIdParam } from '../route-params';

/** Once the course exists, the permission check; the assignments only for those who may edit their dates. */
export function loader({ params }: LoaderFunctionArgs) {
  const courseId = parseIdParam(params.courseId);
  startWhenCourseLoads(courseId, async () => {
    const permissions = await queryClient.query(coursePermissionQueries.detail(courseId));
    if (!canEditAssignments(permissions)) return;
    await queryClient.query(assignmentQueries.list(courseId, BULK_DATES_LIST_PARAMS));
  });
  return null;
}

function AssignmentDatesRoute() {
  const courseId = parseIdParam(useParams().courseId);
  const permissions = useQuery(coursePermissionQueries.detail(courseId));
  const course = useQuery(courseQueries.detail(courseId));

  if (permissions.isPending || course.isPending) return <LoadingRows label="Loading the course…" rows={3} />;
  if (permissions.isError) return <ErrorView error={permissions.error} onRetry={() => void permissions.refetch()} />;
  if (course.isError) return <ErrorView error={course.error} onRetry={() => void course.refetch()} />;
  if (!canEditAssignments(permissions.data)) {
    return (
      <PermissionDeniedView
        courseId={courseId}
        title="You don't have permission to edit assignment dates"
        message="Editing the dates of every assignment is for teachers, TAs, designers and administrators. Your own due dates are on each assignment."
      />
    );
  }
  return (
    <div className="page page--fill">
      <title>{`Edit assignment dates · ${course.data.name} · Lectern`}</title>
      <PageHeader
        eyebrow={course.data.course_code}
        title="Edit assignment dates"
        description="Every assignment and override of the course. Edit dates in place, or select rows and shift them by a number of days; nothing is saved until you save."
      />
      <PanelBoundary resetKeys={[courseId]}>
        <BulkDatesView courseId={courseId} timeZone={course.data.time_zone} />
      </PanelBoundary>
    </div>
  );
}

export { AssignmentDatesRoute as Component };

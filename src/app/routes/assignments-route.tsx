import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { assignmentGroupQueries } from '@/api/assignment-groups';
import { canReadAllSubmissions, coursePermissionQueries } from '@/api/course-permissions';
import { courseQueries } from '@/api/courses';
import { buttonClassName } from '@/components/button-class-name';
import { ErrorView } from '@/components/error-view';
import { LoadingRows } from '@/components/loading-rows';
import { PageHeader } from '@/components/page-header';
import { PanelBoundary } from '@/components/panel-boundary';
import { assignmentAbilities } from '@/features/assignments/assignment-abilities';
import { readAssignmentFilters } from '@/features/assignments/assignment-filters';
import { AssignmentsView, assignmentsPageQuery } from '@/features/assignments/assignments-view';
import '@/styles/assignments.css';
import { queryClient } from '../query-client';
import { startWhenCourseLoads } from '../course-requests';
import { parseIdParam } from '../route-params';

/** Everyone who can read the course may list its assignments (students get theirs), so all three start together. */
export function loader({ params, request }: LoaderFunctionArgs) {
  const courseId = parseIdParam(params.courseId);
  const filters = readAssignmentFilters(new URL(request.url).searchParams);
  startWhenCourseLoads(
    courseId,
    () => queryClient.query(coursePermissionQueries.detail(courseId)),
    () => queryClient.query(assignmentGroupQueries.list(courseId)),
    () => queryClient.query(assignmentsPageQuery(courseId, filters)),
  );
  return null;
}

function AssignmentsRoute() {
  const courseId = parseIdParam(useParams().courseId);
  const permissions = useQuery(coursePermissionQueries.detail(courseId));
  const { data: course } = useQuery(courseQueries.detail(courseId));
  const abilities = useMemo(() => assignmentAbilities(permissions.data), [permissions.data]);

  if (permissions.isPending) return <LoadingRows label="Checking your permissions…" rows={3} />;
  if (permissions.isError) return <ErrorView error={permissions.error} onRetry={() => void permissions.refetch()} />;
  const base = `/courses/${courseId}/assignments`;
  return (
    <div className="page">
      <title>{`Assignments · ${course?.name ?? 'Course'} · Lectern`}</title>
      <PageHeader
        eyebrow={course?.course_code}
        title="Assignments"
        description={abilities.edit ? 'Grouped as they count toward the grade. Dates are in the course time zone.' : 'Your assignments and your own due dates.'}
        actions={
          <>
            {canReadAllSubmissions(permissions.data) ? (
              <Link className={buttonClassName('secondary')} to={`/courses/${courseId}/gradebook`}>
                Gradebook
              </Link>
            ) : null}
            {abilities.edit ? (
              <Link className={buttonClassName('secondary')} to={`${base}/dates`}>
                Edit dates
              </Link>
            ) : null}
            {abilities.add ? (
              <Link className={buttonClassName('primary')} to={`${base}/new`}>
                New assignment
              </Link>
            ) : null}
          </>
        }
      />
      <PanelBoundary resetKeys={[courseId]}>
        <AssignmentsView courseId={courseId} timeZone={course?.time_zone} abilities={abilities} />
      </PanelBoundary>
    </div>
  );
}

export { AssignmentsRoute as Component };

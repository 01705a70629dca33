import { useQuery } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { assignmentQueries } from '@/api/assignments';
import { canReadAsAdmin, coursePermissionQueries } from '@/api/course-permissions';
import { courseUserQueries } from '@/api/course-users';
import { courseQueries } from '@/api/courses';
import { dueDateQueries } from '@/api/due-dates';
import { ErrorView } from '@/components/error-view';
import { LoadingRows } from '@/components/loading-rows';
import { PageHeader } from '@/components/page-header';
import { PanelBoundary } from '@/components/panel-boundary';
import { DueDatesView } from '@/features/due-dates/due-dates-view';
import { assignedStudentIds, batchesFor } from '@/features/due-dates/student-rows';
import { PermissionDeniedView } from '../permission-denied-view';
import { queryClient } from '../query-client';
import { startWhenCourseLoads } from '../course-requests';
import type { PagePrefetch } from '../page-prefetch';
import { parseIdParam } from '../route-params';

/**
 * The permission check; the data only for callers who will see it (students would get 403s), then the names of
 * the first rows.
 */
export const prefetchDueDates: PagePrefetch = async (client, { params }) => {
  const courseId = parseIdParam(params.courseId);
  const permissions = await client.query(coursePermissionQueries.detail(courseId));
  if (!canReadAsAdmin(permissions)) return;
  const [dates] = await Promise.all([client.query(dueDateQueries.course(courseId)), client.query(assignmentQueries.list(courseId))]);
  // The first screen of rows needs the first batch of names: ask as soon as the ids are known.
  const [firstBatch] = batchesFor(assignedStudentIds(dates), 0, 0);
  if (firstBatch) await client.query(courseUserQueries.studentsById(courseId, firstBatch));
};

/** Starts the due dates' requests once the course exists. */
export function loader(args: LoaderFunctionArgs) {
  startWhenCourseLoads(parseIdParam(args.params.courseId), () => prefetchDueDates(queryClient, { url: new URL(args.request.url), params: args.params }));
  return null;
}

function CourseDueDatesRoute() {
  const courseId = parseIdParam(useParams().courseId);
  const permissions = useQuery(coursePermissionQueries.detail(courseId));
  const { data: course } = useQuery(courseQueries.detail(courseId));

  if (permissions.isPending) return <LoadingRows label="Checking your permissions…" rows={3} />;
  if (permissions.isError) return <ErrorView error={permissions.error} onRetry={() => void permissions.refetch()} />;
  if (!canReadAsAdmin(permissions.data)) {
    return (
      <PermissionDeniedView
        courseId={courseId}
        title="You don't have permission to see this course's due dates"
        message="Due dates for every student are for teachers, TAs, designers and administrators. Your own due dates are on each assignment."
      />
    );
  }
  return (
    <div className="page page--fill">
      <title>{`Due dates · ${course?.name ?? 'Course'} · Lectern`}</title>
      <PageHeader
        eyebrow={course?.course_code}
        title="Due dates"
        description="When each assignment is due for each student, after overrides."
      />
      <PanelBoundary resetKeys={[courseId]}>
        <DueDatesView courseId={courseId} timeZone={course?.time_zone} />
      </PanelBoundary>
    </div>
  );
}

export { CourseDueDatesRoute as Component };

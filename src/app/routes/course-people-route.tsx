import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { accountQueries } from '@/api/accounts';
import { canReadAsAdmin, canReadReports, canReadRoster, coursePermissionQueries } from '@/api/course-permissions';
import { courseQueries } from '@/api/courses';
import { ErrorView } from '@/components/error-view';
import { LoadingRows } from '@/components/loading-rows';
import { PageHeader } from '@/components/page-header';
import { PeopleView } from '@/features/people/people-view';
import { ShareContentButton } from '@/features/people/share-content-dialog';
import { PermissionDeniedView } from '../permission-denied-view';
import { parseIdParam } from '../route-params';


function CoursePeopleRoute() {
  const courseId = parseIdParam(useParams().courseId);
  const permissions = useQuery(coursePermissionQueries.detail(courseId));
  const { data: course } = useQuery(courseQueries.detail(courseId));
  // Anyone who administers an account (GET /accounts is non-empty) may open a person's other courses.
  const { data: accounts } = useQuery(accountQueries.list());

  if (permissions.isPending) return <LoadingRows label="Checking your permissions…" rows={3} />;
  if (permissions.isError) return <ErrorView error={permissions.error} onRetry={() => void permissions.refetch()} />;
  if (!canReadRoster(permissions.data)) {
    return (
      <PermissionDeniedView
        courseId={courseId}
        title="You don't have permission to see the people in this course"
        message="Your role in this course does not include the roster. Ask a teacher of the course if you need it."
      />
    );
  }
  return (
    <div className="page page--fill">
      <title>{`People · ${course?.name ?? 'Course'} · Lectern`}</title>
      <PageHeader
        eyebrow={course?.course_code}
        title="People"
        description="Everyone enrolled in this course. Select a name for details."
        actions={canReadAsAdmin(permissions.data) ? <ShareContentButton courseId={courseId} /> : null}
      />
      <PeopleView
        courseId={courseId}
        timeZone={course?.time_zone}
        canSeeRecent={canReadReports(permissions.data)}
        isAdmin={(accounts?.length ?? 0) > 0}
      />
    </div>
  );
}

export { CoursePeopleRoute as Component };

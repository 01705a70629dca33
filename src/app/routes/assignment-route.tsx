import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useMemo } from 'react';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { overrideQueries } from '@/api/assignment-overrides';
import { assignmentQueries } from '@/api/assignments';
import { canEditCourse, canReadAsAdmin, coursePermissionQueries, hasAnyRight } from '@/api/course-permissions';
import { courseUserQueries } from '@/api/course-users';
import { courseQueries } from '@/api/courses';
import { dueDateQueries } from '@/api/due-dates';
import type { Assignment } from '@/api/schemas/assignment';
import { buttonClassName } from '@/components/button-class-name';
import { LoadingRows } from '@/components/loading-rows';
import { PageHeader } from '@/components/page-header';
import { PanelCard, SuspensePanel } from '@/components/suspense-panel';
import { AssignmentDates } from '@/features/assignment-detail/assignment-dates';
import { AssignmentDescription } from '@/features/assignment-detail/assignment-description';
import { AssignmentFacts } from '@/features/assignment-detail/assignment-facts';
import { WhoIsDueWhenPanel } from '@/features/assignment-detail/who-is-due-when-panel';
import '@/styles/assignment-detail.css';
import { queryClient } from '../query-client';
import { startWhenCourseLoads } from '../course-requests';
import { parseIdParam } from '../route-params';
import type { CanvasId } from '@/api/schemas/ids';

/** The assignment and permissions at once; the staff-only data (every student's dates) once staff is known. */
export function loader({ params }: LoaderFunctionArgs) {
  const courseId = parseIdParam(params.courseId);
  const assignmentId = parseIdParam(params.assignmentId);
  startWhenCourseLoads(
    courseId,
    () => queryClient.query(assignmentQueries.detail(courseId, assignmentId)),
    async () => {
      if (!canReadAsAdmin(await queryClient.query(coursePermissionQueries.detail(courseId)))) return;
      await Promise.all([
        queryClient.query(overrideQueries.list(courseId, assignmentId)),
        queryClient.query(dueDateQueries.course(courseId)),
        queryClient.query(courseUserQueries.allStudents(courseId)),
      ]);
    },
  );
  return null;
}

function AssignmentRoute() {
  return (
    <Suspense fallback={<LoadingRows label="Loading assignment…" rows={4} />}>
      <AssignmentPage />
    </Suspense>
  );
}

function AssignmentPage() {
  const params = useParams();
  const courseId = parseIdParam(params.courseId);
  const assignmentId = parseIdParam(params.assignmentId);
  const { data: course } = useQuery(courseQueries.detail(courseId));
  const { data: permissions } = useSuspenseQuery(coursePermissionQueries.detail(courseId));
  // A missing or hidden assignment is the route's 404 / 403 page.
  const { data: assignment } = useSuspenseQuery(assignmentQueries.detail(courseId, assignmentId));
  const timeZone = course?.time_zone;
  const isStaff = canReadAsAdmin(permissions);
  const edit = canEditCourse(permissions) ? (
    <Link to={`/courses/${courseId}/assignments/${assignmentId}/edit`} className={buttonClassName('primary')}>
      Edit
    </Link>
  ) : null;
  // Graders (teachers and TAs) open the grading view; students never see the link.
  const grade = hasAnyRight(permissions, 'manage_grades', 'view_all_grades') ? (
    <Link to={`/courses/${courseId}/assignments/${assignmentId}/grade`} className={buttonClassName('secondary')}>
      Grade
    </Link>
  ) : null;
  return (
    <div className="page">
      <title>{`${assignment.name} · ${course?.name ?? 'Course'} · Lectern`}</title>
      <PageHeader eyebrow={course?.course_code} title={assignment.name} actions={
          grade || edit ? (
            <>
              {grade}
              {edit}
            </>
          ) : null
        }
      />
      <div className="assignment-page">
        <AssignmentFacts assignment={assignment} />
        <AssignmentDescription html={assignment.description} />
        {isStaff ? (
          <StaffDates courseId={courseId} assignment={assignment} timeZone={timeZone} />
        ) : (
          <AssignmentDates courseId={courseId} assignment={assignment} timeZone={timeZone} />
        )}
      </div>
    </div>
  );
}

function StaffDates({ courseId, assignment, timeZone }: { courseId: CanvasId; assignment: Assignment; timeZone: string | undefined }) {
  return (
    <SuspensePanel label="Loading dates…" resetKeys={[assignment.id]}>
      <OverrideDates courseId={courseId} assignment={assignment} timeZone={timeZone} />
    </SuspensePanel>
  );
}

function OverrideDates({ courseId, assignment, timeZone }: { courseId: CanvasId; assignment: Assignment; timeZone: string | undefined }) {
  const { data: overrides } = useSuspenseQuery(overrideQueries.list(courseId, assignment.id));
  const { data: students } = useQuery(courseUserQueries.allStudents(courseId));
  const studentNames = useMemo(() => new Map(students?.map((student) => [student.id, student.name])), [students]);
  return (
    <>
      <AssignmentDates courseId={courseId} assignment={assignment} overrides={overrides} timeZone={timeZone} studentNames={studentNames} />
      <PanelCard id="who-due-heading" title="Who is due when" label="Loading students’ due dates…" resetKeys={[assignment.id]}>
        <WhoIsDueWhenPanel courseId={courseId} assignmentId={assignment.id} baseDueAt={assignment.due_at} overrides={overrides} timeZone={timeZone} />
      </PanelCard>
    </>
  );
}

export { AssignmentRoute as Component };

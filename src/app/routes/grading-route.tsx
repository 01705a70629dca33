import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { assignmentQueries } from '@/api/assignments';
import { canReadAllSubmissions } from '@/api/course-permissions';
import { courseQueries } from '@/api/courses';
import { LoadingRows } from '@/components/loading-rows';
import { GradingView } from '@/features/grading/grading-view';
import { CoursePermissionGate } from '../course-permission-gate';
import { parseIdParam } from '../route-params';

/** Students and observers learn from the rights the course layout already read: no grading request, no 403. */
const NOT_A_GRADER = {
  title: "You don't have permission to view this page",
  message: 'Grading is for teachers, TAs and others who may see every student’s grades. Your own grade is on the assignment.',
};

function GradingRoute() {
  const courseId = parseIdParam(useParams().courseId);
  return (
    <CoursePermissionGate courseId={courseId} isAllowed={canReadAllSubmissions} denied={NOT_A_GRADER}>
      <Suspense fallback={<LoadingRows label="Loading grading…" rows={6} />}>
        <GradingPage />
      </Suspense>
    </CoursePermissionGate>
  );
}

function GradingPage() {
  const params = useParams();
  const courseId = parseIdParam(params.courseId);
  const assignmentId = parseIdParam(params.assignmentId);
  const { data: course } = useQuery(courseQueries.detail(courseId));
  // A missing or hidden assignment is the route's 404 / 403 page.
  const { data: assignment } = useSuspenseQuery(assignmentQueries.detail(courseId, assignmentId));
  return <GradingView key={assignment.id} courseId={courseId} assignment={assignment} timeZone={course?.time_zone ?? undefined} />;
}

export { GradingRoute as Component };

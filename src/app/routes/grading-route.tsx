import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { assignmentQueries } from '@/api/assignments';
import { courseQueries } from '@/api/courses';
import { LoadingRows } from '@/components/loading-rows';
import { GradingView } from '@/features/grading/grading-view';
import { parseIdParam } from '../route-params';

function GradingRoute() {
  return (
    <Suspense fallback={<LoadingRows label="Loading grading…" rows={6} />}>
      <GradingPage />
    </Suspense>
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

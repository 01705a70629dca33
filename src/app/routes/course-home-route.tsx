import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { courseQueries } from '@/api/courses';
import { PanelBoundary } from '@/components/panel-boundary';
import { Spinner } from '@/components/spinner';
import { CourseOverview } from '@/features/courses/course-overview';
import { parseIdParam } from '../route-params';

function CourseHomeRoute() {
  const courseId = parseIdParam(useParams().courseId);
  const { data: course } = useQuery(courseQueries.detail(courseId));
  return (
    <div className="page">
      <title>{`${course?.name ?? 'Course'} · Lectern`}</title>
      <PanelBoundary resetKeys={[courseId]}>
        <Suspense fallback={<Spinner label="Loading course…" />}>
          <CourseOverview courseId={courseId} />
        </Suspense>
      </PanelBoundary>
    </div>
  );
}

export { CourseHomeRoute as Component };

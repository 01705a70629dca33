import { useQuery } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { activityQueries } from '@/api/activity';
import { coursePermissionQueries } from '@/api/course-permissions';
import { courseQueries } from '@/api/courses';
import { todoQueries } from '@/api/todo';
import { LoadingRows } from '@/components/loading-rows';
import { PanelBoundary } from '@/components/panel-boundary';
import { Spinner } from '@/components/spinner';
import { ActivityStream, ActivitySummary } from '@/features/courses/home/activity-panel';
import { CourseDetailsCard } from '@/features/courses/home/course-details-card';
import { CourseHomeHeader } from '@/features/courses/home/course-home-header';
import { SyllabusCard } from '@/features/courses/home/syllabus-card';
import { TodoList } from '@/features/courses/home/todo-panel';
import { queryClient } from '../query-client';
import { parseIdParam } from '../route-params';
import { hasSession } from '../session';

const ignore = () => undefined;

/** Starts every panel's request at once; each panel shows its own failure. */
export function loader({ params }: LoaderFunctionArgs) {
  const courseId = parseIdParam(params.courseId);
  if (hasSession()) {
    queryClient.query(coursePermissionQueries.detail(courseId)).catch(ignore);
    queryClient.query(courseQueries.syllabus(courseId)).catch(ignore);
    queryClient.query(activityQueries.summary(courseId)).catch(ignore);
    queryClient.infiniteQuery(activityQueries.stream(courseId)).catch(ignore);
    queryClient.infiniteQuery(todoQueries.course(courseId)).catch(ignore);
  }
  return null;
}

/** An independent panel: its own loading state and its own resettable error boundary. */
function Panel({ courseId, label, children }: { courseId: number; label: string; children: ReactNode }) {
  return (
    <PanelBoundary resetKeys={[courseId]}>
      <Suspense fallback={<LoadingRows label={label} rows={3} />}>{children}</Suspense>
    </PanelBoundary>
  );
}

function CourseHomeRoute() {
  const courseId = parseIdParam(useParams().courseId);
  const { data: course } = useQuery(courseQueries.detail(courseId));
  const timeZone = course?.time_zone ?? 'UTC';
  return (
    <div className="page">
      <title>{`${course?.name ?? 'Course'} · Lectern`}</title>
      <PanelBoundary resetKeys={[courseId]}>
        <Suspense fallback={<Spinner label="Loading course…" />}>
          <CourseHomeHeader courseId={courseId} />
        </Suspense>
      </PanelBoundary>
      <div className="course-home">
        <div className="course-home__main">
          <Panel courseId={courseId} label="Loading details…">
            <CourseDetailsCard courseId={courseId} />
          </Panel>
          <Panel courseId={courseId} label="Loading syllabus…">
            <SyllabusCard courseId={courseId} />
          </Panel>
        </div>
        <div className="course-home__side">
          <section className="card" aria-labelledby="course-todo-heading">
            <h2 id="course-todo-heading" className="card__title">
              To do
            </h2>
            <Panel courseId={courseId} label="Loading to-do list…">
              <TodoList courseId={courseId} timeZone={timeZone} />
            </Panel>
          </section>
          <section className="card" aria-labelledby="course-activity-heading">
            <h2 id="course-activity-heading" className="card__title">
              Recent activity
            </h2>
            <Panel courseId={courseId} label="Loading activity summary…">
              <ActivitySummary courseId={courseId} />
            </Panel>
            <Panel courseId={courseId} label="Loading activity…">
              <ActivityStream courseId={courseId} timeZone={timeZone} />
            </Panel>
          </section>
        </div>
      </div>
    </div>
  );
}

export { CourseHomeRoute as Component };

import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { courseQueries } from '@/api/courses';
import { PanelBoundary } from '@/components/panel-boundary';
import { Spinner } from '@/components/spinner';
import { SuspensePanel } from '@/components/suspense-panel';
import { ActivityStream, ActivitySummary } from '@/features/courses/home/activity-panel';
import { CourseDetailsCard } from '@/features/courses/home/course-details-card';
import { CourseGradeCard } from '@/features/courses/home/course-grade-card';
import { CourseHomeHeader } from '@/features/courses/home/course-home-header';
import { SyllabusCard } from '@/features/courses/home/syllabus-card';
import { TodoList } from '@/features/courses/home/todo-panel';
import { parseIdParam } from '../route-params';


function CourseHomeRoute() {
  const courseId = parseIdParam(useParams().courseId);
  const { data: course } = useQuery(courseQueries.detail(courseId));
  const timeZone = course?.time_zone ?? 'UTC';
  const isStudent = course?.enrollments?.some((enrollment) => enrollment.type === 'student') === true;
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
          <SuspensePanel resetKeys={[courseId]} label="Loading details…">
            <CourseDetailsCard courseId={courseId} />
          </SuspensePanel>
          <SuspensePanel resetKeys={[courseId]} label="Loading syllabus…">
            <SyllabusCard courseId={courseId} />
          </SuspensePanel>
        </div>
        <div className="course-home__side">
          {isStudent ? (
            <SuspensePanel resetKeys={[courseId]} label="Loading your grade…">
              <CourseGradeCard courseId={courseId} />
            </SuspensePanel>
          ) : null}
          <section className="card" aria-labelledby="course-todo-heading">
            <h2 id="course-todo-heading" className="card__title">
              To do
            </h2>
            <SuspensePanel resetKeys={[courseId]} label="Loading to-do list…">
              <TodoList courseId={courseId} timeZone={timeZone} />
            </SuspensePanel>
          </section>
          <section className="card" aria-labelledby="course-activity-heading">
            <h2 id="course-activity-heading" className="card__title">
              Recent activity
            </h2>
            <SuspensePanel resetKeys={[courseId]} label="Loading activity summary…">
              <ActivitySummary courseId={courseId} />
            </SuspensePanel>
            <SuspensePanel resetKeys={[courseId]} label="Loading activity…">
              <ActivityStream courseId={courseId} timeZone={timeZone} />
            </SuspensePanel>
          </section>
        </div>
      </div>
    </div>
  );
}

export { CourseHomeRoute as Component };

import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { courseQueries } from '@/api/courses';
import { PageHeader } from '@/components/page-header';
import { formatDate, formatDateRange } from '@/lib/dates';
import { CourseStateBadge } from './course-state-badge';

/** Course home, first cut: identity and basic facts. Later slices add settings and activity. */
export function CourseOverview({ courseId }: { courseId: number }) {
  const { data: course } = useSuspenseQuery(courseQueries.detail(courseId));
  const dateOptions = { timeZone: course.time_zone };
  const teachers = course.teachers?.map((teacher) => teacher.display_name).join(', ');
  return (
    <>
      <PageHeader
        eyebrow={course.course_code}
        title={course.name}
        description={<CourseStateBadge state={course.workflow_state} />}
      />
      <section className="card" aria-labelledby="course-details-heading">
        <h2 id="course-details-heading" className="card__title">
          Details
        </h2>
        <dl className="details-list">
          <Detail term="Course code">{course.course_code}</Detail>
          <Detail term="Term">{course.term?.name}</Detail>
          <Detail term="Term dates">{formatDateRange(course.term?.start_at, course.term?.end_at, dateOptions)}</Detail>
          <Detail term="Course dates">{formatDateRange(course.start_at, course.end_at, dateOptions)}</Detail>
          <Detail term="Students">{course.total_students?.toLocaleString()}</Detail>
          <Detail term="Teachers">{teachers || (course.teacher_count !== undefined ? `${course.teacher_count} teachers` : null)}</Detail>
          <Detail term="Time zone">{course.time_zone}</Detail>
          <Detail term="Created">{formatDate(course.created_at, dateOptions)}</Detail>
        </dl>
      </section>
    </>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <div className="details-list__item">
      <dt>{term}</dt>
      <dd>{empty ? <span className="text-muted">Not set</span> : children}</dd>
    </div>
  );
}

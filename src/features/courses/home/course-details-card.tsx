import { useSuspenseQuery } from '@tanstack/react-query';
import { courseQueries } from '@/api/courses';
import { DetailItem as Detail } from '@/components/detail-item';
import { formatDate, formatDateRange } from '@/lib/dates';
import { formatCount } from '@/lib/format-count';
import { STUDENTS_COUNTED } from '@/lib/student-count';
import { timeZoneLongName } from '@/lib/zoned-time';
import { visibilityOf } from '../form/course-form-values';
import { COURSE_FORMAT_OPTIONS, LICENSE_OPTIONS, VISIBILITY_OPTIONS } from '../form/course-options';
import { datesInEffect } from './dates-in-effect';
import type { CanvasId } from '@/api/schemas/ids';

const labelOf = (options: readonly { value: string; label: string }[], value: string | null | undefined) =>
  value ? (options.find((option) => option.value === value)?.label ?? value) : null;

/** The course's facts. Times are shown in the course's own zone, which is named, not the browser's. */
export function CourseDetailsCard({ courseId }: { courseId: CanvasId }) {
  const { data: course } = useSuspenseQuery(courseQueries.detail(courseId));
  const timeZone = course.time_zone;
  const inZone = { timeZone, style: 'date-time' } as const;
  const teachers = course.teachers?.map((teacher) => teacher.display_name).join(', ');
  const dates = datesInEffect(course);
  const termName = course.term?.name ?? 'its term';
  return (
    <section className="card" aria-labelledby="course-details-heading">
      <h2 id="course-details-heading" className="card__title">
        Details
      </h2>
      <dl className="details-list">
        <Detail term="Course code">{course.course_code}</Detail>
        <Detail term="Term">{course.term?.name}</Detail>
        <Detail term="Starts">{formatDate(dates.start, inZone)}</Detail>
        <Detail term="Ends">{formatDate(dates.end, inZone)}</Detail>
        <Detail term="Dates from">
          {dates.source === 'term' ? `The term: the course follows ${termName}’s dates` : 'The course: its own dates override the term’s'}
        </Detail>
        {dates.source === 'course' ? (
          <Detail term="Term dates">{formatDateRange(course.term?.start_at, course.term?.end_at, { timeZone })}</Detail>
        ) : null}
        <Detail term="Time zone">{`${timeZoneLongName(timeZone)} (${timeZone})`}</Detail>
        <Detail term="Visibility">{labelOf(VISIBILITY_OPTIONS, visibilityOf(course))}</Detail>
        <Detail term="License">{labelOf(LICENSE_OPTIONS, course.license)}</Detail>
        <Detail term="Format">{labelOf(COURSE_FORMAT_OPTIONS, course.course_format)}</Detail>
        <Detail term="Students">{course.total_students === undefined ? null : studentCountText(course.total_students)}</Detail>
        <Detail term="Teachers">{teachers || (course.teacher_count !== undefined ? `${course.teacher_count} teachers` : null)}</Detail>
        <Detail term="Created">{formatDate(course.created_at, { timeZone })}</Detail>
      </dl>
    </section>
  );
}

/** Canvas's total_students, by Lectern's one definition of whom a student count counts. */
const studentCountText = (count: number) => `${formatCount(count, 'student')} (${STUDENTS_COUNTED})`;

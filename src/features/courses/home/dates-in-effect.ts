import type { Course } from '@/api/schemas/course';

export interface DatesInEffect {
  start: string | null;
  end: string | null;
  /** Whose dates these are: the course's own (overriding the term) or its term's. */
  source: 'course' | 'term';
}

/**
 * The dates that govern the course. Canvas applies the course's own start and end only while they override the
 * term (restrict_enrollments_to_course_dates); otherwise the term's apply, whatever the course has stored.
 */
export function datesInEffect(course: Pick<Course, 'restrict_enrollments_to_course_dates' | 'start_at' | 'end_at' | 'term'>): DatesInEffect {
  if (course.restrict_enrollments_to_course_dates) {
    return { start: course.start_at ?? null, end: course.end_at ?? null, source: 'course' };
  }
  return { start: course.term?.start_at ?? null, end: course.term?.end_at ?? null, source: 'term' };
}

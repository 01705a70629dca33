import type { Db } from '../../canvas/context';
import { courseAccess } from '../../canvas/permissions';
import { courseGradesOf, courseLetter, type StudentCourseGrades } from '../enrollments/enrollment-grades';
import type { CallerEnrollmentRow } from './course-includes';
import { STUDENT_TYPES, type CourseRow } from './course-row';

/** include[]=total_scores: the caller's own course grade on their student enrollments, with the unposted figures for graders. */
export type TotalScores = { grades: StudentCourseGrades; grader: boolean };

/**
 * CourseJson#include_total_scores?: asked for, and the course does not hide final grades. Computed per course only
 * where the caller holds a student enrollment, so a teacher's course list costs nothing more.
 */
export function loadTotalScores(db: Db, callerId: number, courses: CourseRow[], enrollments: Map<number, CallerEnrollmentRow[]>) {
  const scores = new Map<number, TotalScores>();
  for (const course of courses) {
    if (course.hide_final_grades || !(enrollments.get(course.id) ?? []).some((e) => STUDENT_TYPES.has(e.type))) continue;
    const grades = courseGradesOf(db, course, [callerId]).get(callerId);
    const rights = courseAccess(db, callerId, course).rights;
    if (grades) scores.set(course.id, { grades, grader: rights.has('manage_grades') || rights.has('view_all_grades') });
  }
  return scores;
}

/** CourseJson#total_scores: computed_* from posted grades, unposted_* for graders. */
export function totalScoresJson({ grades, grader }: TotalScores) {
  return {
    computed_current_score: grades.posted.currentPercent,
    computed_final_score: grades.posted.finalPercent,
    computed_current_grade: courseLetter(grades, grades.posted.currentPercent),
    computed_final_grade: courseLetter(grades, grades.posted.finalPercent),
    ...(grader
      ? {
          unposted_current_score: grades.unposted.currentPercent,
          unposted_final_score: grades.unposted.finalPercent,
          unposted_current_grade: courseLetter(grades, grades.unposted.currentPercent),
          unposted_final_grade: courseLetter(grades, grades.unposted.finalPercent),
        }
      : {}),
  };
}

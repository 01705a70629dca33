import type { CourseGrade, GradingSchemeEntry } from '../../../../shared/course-grades';
import { letterGrade } from '../../../../shared/course-grades';
import type { Assignment } from '@/api/schemas/assignment';
import type { Submission } from '@/api/schemas/submission';
import { formatPercent } from './gradebook-model';

/** What a grade cell shows: EX, the grade as Canvas words it for the grading type, or nothing while ungraded. */
export function gradeText(assignment: Assignment, submission: Submission | null | undefined): string {
  if (!submission) return '';
  if (submission.excused) return 'EX';
  if (submission.grade === null && submission.score === null) return '';
  if (assignment.grading_type === 'points' && submission.score !== null) return String(Math.round(submission.score * 100) / 100);
  return submission.grade ?? String(submission.score);
}

/** What an edit starts from with Enter or F2: the grade as it was entered, before any late deduction. */
export function editText(submission: Submission | null | undefined): string {
  if (!submission) return '';
  if (submission.excused) return 'EX';
  return submission.entered_grade ?? submission.grade ?? '';
}

/** A group total: its current percentage, or a dash while nothing in it is graded. */
export function groupTotalText(grade: CourseGrade | undefined, groupIndex: number): string {
  const figure = grade?.groups[groupIndex]?.current;
  if (!figure) return '';
  return figure.possible > 0 ? formatPercent((figure.score / figure.possible) * 100) : '–';
}

export function courseTotalText(grade: CourseGrade | undefined, scheme: readonly GradingSchemeEntry[]): { percent: string; letter: string | null } {
  if (!grade) return { percent: '', letter: null };
  return { percent: formatPercent(grade.currentPercent), letter: letterGrade(grade.currentPercent, scheme) };
}

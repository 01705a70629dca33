import { computeCourseGrade, letterGrade, type CourseGrade, type GradedGroup, type GradedSubmission } from '../../../shared/course-grades';
import type { Db } from '../../canvas/context';
import { gradingRules } from '../assignment-groups/assignment-group-row';
import type { CourseRow } from '../courses/course-row';
import { schemeOf, type GradingStandardRow } from '../grading-standards/grading-standards.store';
import { DEFAULT_GRADING_SCHEME, type GradingScheme } from '../submissions/grading-scheme';
import { gradeHidden } from '../submissions/submission-visibility';
import { prepared } from '../../db/statements';
import { groupBy } from '../../lib/group-by';
import { loadCourseGradeFacts, type CourseGradeFacts, type GradeSubmission } from './course-grades.store';

/**
 * Enrollments' course grades, computed when they are read (docs/decisions/0077): every grade, excuse, assignment,
 * group or course change is seen by the next reader, with no stored score to fall behind.
 */

export type StudentCourseGrades = {
  /** From posted grades only: what Canvas calls current_score and final_score. */
  posted: CourseGrade;
  /** From every grade: the unposted_* figures graders see. */
  unposted: CourseGrade;
  /** The course's grading standard when it uses one; letters are given only then. */
  scheme: GradingScheme | null;
};

/** Course#grading_standard_enabled?: a course id of 0 names Canvas's default scheme; a retired standard falls back to it too. */
function courseScheme(db: Db, course: Pick<CourseRow, 'grading_standard_id'>): GradingScheme | null {
  if (course.grading_standard_id === null) return null;
  const row = prepared<[number], GradingStandardRow>(db, `SELECT * FROM grading_standards WHERE id = ? AND workflow_state = 'active'`)
    .get(course.grading_standard_id);
  return row ? schemeOf(row) : DEFAULT_GRADING_SCHEME;
}

/** Published, graded assignments count; unpublished and not_graded ones never do. */
function groupsOf(facts: CourseGradeFacts, studentId: number): GradedGroup[] {
  return facts.groups.map((group) => {
    const rules = gradingRules(group);
    return {
      id: group.id,
      weight: group.group_weight,
      rules: { dropLowest: rules.drop_lowest ?? 0, dropHighest: rules.drop_highest ?? 0, neverDrop: rules.never_drop ?? [] },
      assignments: facts.assignments
        .filter((a) => a.assignment_group_id === group.id && facts.assigned.get(a.id)?.has(studentId))
        .map((a) => ({
          id: a.id,
          pointsPossible: a.points_possible,
          omitFromFinalGrade: a.omit_from_final_grade === 1,
          counts: a.workflow_state === 'published' && a.grading_type !== 'not_graded',
        })),
    };
  });
}

/** Posted as the submission read rule decides it, so a total never shows a learner a grade their submission hides. */
function gradedSubmission(row: GradeSubmission, postManually: boolean): GradedSubmission {
  return {
    assignmentId: row.assignment_id,
    score: row.score,
    excused: row.excused === 1,
    posted: !gradeHidden(row, { postManually }),
    pendingReview: row.workflow_state === 'pending_review',
  };
}

/** The course grades of these students in `course`, from one load of the course and one query for their submissions. */
export function courseGradesOf(db: Db, course: CourseRow, studentIds: number[]): Map<number, StudentCourseGrades> {
  const result = new Map<number, StudentCourseGrades>();
  if (studentIds.length === 0) return result;
  const facts = loadCourseGradeFacts(db, course.id, studentIds);
  const manual = new Map(facts.assignments.map((a) => [a.id, a.post_manually === 1]));
  const weighted = course.group_weighting_scheme === 'percent';
  const scheme = courseScheme(db, course);
  const byStudent = groupBy(facts.submissions, (row) => row.user_id);
  for (const studentId of new Set(studentIds)) {
    const groups = groupsOf(facts, studentId);
    const submissions = (byStudent.get(studentId) ?? []).map((row) => gradedSubmission(row, manual.get(row.assignment_id) ?? false));
    result.set(studentId, {
      posted: computeCourseGrade(groups, submissions, { weighted, postedOnly: true }),
      unposted: computeCourseGrade(groups, submissions, { weighted, postedOnly: false }),
      scheme,
    });
  }
  return result;
}

/** Course#score_to_grade: a letter only when the course uses a grading standard and there is a score. */
export const courseLetter = (grades: StudentCourseGrades, percent: number | null): string | null =>
  grades.scheme && percent !== null ? letterGrade(percent, grades.scheme) : null;

/** Score#current_points: points earned in the groups, before any weighting. */
const currentPoints = (grade: CourseGrade): number => round(grade.groups.reduce((sum, group) => sum + group.current.score, 0));

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The score and grade keys of an enrollment's `grades`, in Canvas's order: current_points with include[]=current_points,
 * the posted figures, and for graders the unposted ones. Undefined grades (a student never computed) read as null.
 */
export function enrollmentGradesJson(grades: StudentCourseGrades | undefined, view: { grader: boolean; points: boolean }) {
  const figures = (grade: CourseGrade | undefined) => ({
    currentScore: grade?.currentPercent ?? null,
    finalScore: grade?.finalPercent ?? null,
    currentGrade: grades && grade ? courseLetter(grades, grade.currentPercent) : null,
    finalGrade: grades && grade ? courseLetter(grades, grade.finalPercent) : null,
    points: grade ? currentPoints(grade) : null,
  });
  const posted = figures(grades?.posted);
  const unposted = figures(grades?.unposted);
  return {
    ...(view.points ? { current_points: posted.points } : {}),
    current_grade: posted.currentGrade,
    current_score: posted.currentScore,
    final_grade: posted.finalGrade,
    final_score: posted.finalScore,
    ...(view.grader
      ? {
          unposted_current_score: unposted.currentScore,
          unposted_current_grade: unposted.currentGrade,
          unposted_final_score: unposted.finalScore,
          unposted_final_grade: unposted.finalGrade,
          ...(view.points ? { unposted_current_points: unposted.points } : {}),
        }
      : {}),
  };
}

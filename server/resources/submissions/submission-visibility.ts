import type { AppContext } from '../../canvas/context';
import type { CourseAccess } from '../../canvas/permissions';
import { observedStudentIds } from '../overrides/overrides.store';
import type { SubmissionRow } from './submission-row';

/**
 * The one read rule for submissions (docs/decisions/0048-submission-read-rule.md): every answer that carries a
 * submission, whatever its route, asks these functions who may see it and how much of its grade.
 */

/** Who is reading, as far as submissions care. */
export type SubmissionViewer = {
  id: number;
  /** manage_grades or view_all_grades in the course: Canvas's Assignment#user_can_read_grades?. */
  readsGrades: boolean;
  /** The students this viewer observes in the course. */
  observed: ReadonlySet<number>;
};

/** The assignment facts the rule needs. */
export type PostPolicy = { postManually: boolean };

export function submissionViewer(c: AppContext, courseId: number, access: CourseAccess): SubmissionViewer {
  const id = c.get('caller').id;
  const readsGrades = access.rights.has('manage_grades') || access.rights.has('view_all_grades');
  return { id, readsGrades, observed: new Set(readsGrades ? [] : observedStudentIds(c.get('deps').db, courseId, id)) };
}

/**
 * Submission's :read policy: graders read what their lists show them; a learner reads only their own submission
 * and those of the students they observe, never a groupmate's.
 */
export const mayReadSubmission = (viewer: SubmissionViewer, row: Pick<SubmissionRow, 'user_id'>): boolean =>
  viewer.readsGrades || row.user_id === viewer.id || viewer.observed.has(row.user_id);

/**
 * Submission#hide_grade_from_student? (canvas-lms app/models/submission.rb): with manual posting nothing shows
 * until posted; with automatic posting a grade (or a resubmission over one) shows once posted, which grading does.
 */
export function gradeHidden(
  row: Pick<SubmissionRow, 'posted_at' | 'excused' | 'score' | 'workflow_state' | 'submission_type' | 'grade_matches_current_submission'>,
  policy: PostPolicy,
): boolean {
  if (row.posted_at !== null) return false;
  if (policy.postManually) return true;
  const graded = Boolean(row.excused) || (row.score !== null && row.workflow_state === 'graded');
  const resubmitted = row.submission_type !== null && !row.grade_matches_current_submission && row.workflow_state !== 'unsubmitted';
  return graded || resubmitted;
}

/**
 * What a learner is shown of a submission whose grade is hidden: no grade, score, excuse, deduction or grader,
 * and the state it would have ungraded (Canvas shows "submitted" or "unsubmitted", never "graded").
 */
function withheld(row: SubmissionRow): SubmissionRow {
  const workflow_state = row.workflow_state === 'graded' ? (row.submission_type === null ? 'unsubmitted' : 'submitted') : row.workflow_state;
  return { ...row, workflow_state, score: null, grade: null, excused: null, points_deducted: null, graded_at: null, grader_id: null };
}

/**
 * An attempt as this viewer may see it: whole for graders, its grade withheld from learners while the live
 * submission's grade is hidden (`current` is the live row; for the live attempt itself, the same row).
 */
export const seenAttempt = (viewer: SubmissionViewer, attempt: SubmissionRow, current: SubmissionRow, policy: PostPolicy): SubmissionRow =>
  viewer.readsGrades || !gradeHidden(current, policy) ? attempt : withheld(attempt);

/** The live row as this viewer may see it. */
export const asSeenBy = (viewer: SubmissionViewer, row: SubmissionRow, policy: PostPolicy): SubmissionRow => seenAttempt(viewer, row, row, policy);

/**
 * A rubric assessment is part of the grade (Canvas's submission.user_can_read_grade? gate on include[]=rubric_assessment):
 * a learner reads it only on a submission they may read whose grade is not hidden, on any route that carries one.
 */
export const mayReadAssessment = (viewer: SubmissionViewer, row: SubmissionRow, policy: PostPolicy): boolean =>
  viewer.readsGrades || (mayReadSubmission(viewer, row) && !gradeHidden(row, policy));

/**
 * SubmissionComment#can_view_comment?: the student and their observers read others' comments (the grader's, a
 * groupmate's) only once the submission is posted; their own they always read.
 */
export const mayReadComment = (viewer: SubmissionViewer, row: Pick<SubmissionRow, 'posted_at'>, authorId: number | null): boolean =>
  viewer.readsGrades || row.posted_at !== null || authorId === viewer.id;

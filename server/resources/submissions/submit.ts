import * as clock from '../../canvas/clock';
import type { AppContext } from '../../canvas/context';
import { nowIso } from '../../canvas/dates';
import { badRequest, CanvasError, fieldError, forbidden, validationFailed } from '../../canvas/errors';
import type { AssignmentRow } from '../assignments/assignment-row';
import { syncSubmissionRows } from '../assignments/submission-rows';
import { visibleAssignments } from '../assignments/visible-assignments';
import type { LoadedCourse } from '../courses/course-access';
import type { SubmitRequest } from './submit-params';
import { linkAttemptFiles, submittableFileIds, writeAttempt } from './submit.store';
import { findLiveSubmission, groupMateIds, insertComment, insertVersion, studentSectionIds } from './submission-grade.store';
import type { SubmissionRow } from './submission-row';

/** A student's dates after overrides, or undefined when the assignment is not theirs to submit (unassigned or unpublished). */
function studentDates(c: AppContext, loaded: LoadedCourse, assignment: AssignmentRow, studentId: number) {
  const mine = visibleAssignments(c, loaded.course, loaded.access, new Set(), { id: studentId, manages: false });
  const item = mine.find((entry) => entry.assignment.id === assignment.id);
  return item ? item.options.dates ?? assignment : undefined;
}

const lockedNow = (dates: { lock_at: string | null; unlock_at: string | null }, now = clock.now()) =>
  (dates.unlock_at !== null && Date.parse(dates.unlock_at) > now) || (dates.lock_at !== null && Date.parse(dates.lock_at) <= now);

/**
 * Who may make this submission (SubmissionsController#create): the student for themself, when the published
 * assignment is assigned to them and not locked; a grader for a student (submission[user_id]), or with a
 * submission time of their choosing (submission[submitted_at]), needs the grade right. A grader may submit
 * for a locked assignment, as Canvas lets anyone who may update it.
 */
export function authorizeSubmit(c: AppContext, loaded: LoadedCourse, assignment: AssignmentRow, studentId: number, request: SubmitRequest): void {
  const { db } = c.get('deps');
  const callerId = c.get('caller').id;
  const grader = loaded.access.rights.has('manage_grades');
  if ((studentId !== callerId || request.submittedAt !== undefined) && !grader) throw forbidden();
  if (studentSectionIds(db, loaded.course.id, studentId).length === 0) throw forbidden();
  const dates = studentDates(c, loaded, assignment, studentId);
  if (!dates) throw forbidden();
  if (lockedNow(dates) && !loaded.access.rights.has('manage_assignments')) {
    throw new CanvasError(403, { errors: [{ message: "You can't submit an assignment when it is locked" }] });
  }
}

/** Submission#attempts_left: allowed_attempts (-1 or 0 unlimited) plus the student's extra attempts. */
function refuseOverLimit(assignment: AssignmentRow, row: SubmissionRow): void {
  if (assignment.allowed_attempts <= 0) return;
  if ((row.attempt ?? 0) < assignment.allowed_attempts + (row.extra_attempts ?? 0)) return;
  throw validationFailed(fieldError('attempt', 'invalid', 'you have reached the maximum number of allowed attempts for this assignment'));
}

/**
 * Assignment#submit_homework in one transaction: every member of the student's group on a group assignment (the
 * student alone otherwise) gets a new attempt with the content, the files and the time; the attempt before it stays
 * in the history (submission_versions), and a grade given to it no longer matches (grade_matches_current_submission).
 * The row is first brought in line with the student's effective due date, so late and missing are judged against it.
 * Returns the student's row.
 */
export function submitHomework(c: AppContext, loaded: LoadedCourse, assignment: AssignmentRow, studentId: number, request: SubmitRequest): SubmissionRow {
  const { db } = c.get('deps');
  const members = assignment.group_category_id === null ? [studentId] : groupMateIds(db, assignment.group_category_id, studentId);
  return db.transaction(() => {
    syncSubmissionRows(db, loaded.course.id, [assignment.id], members);
    const rows = members.map((id) => findLiveSubmission(db, assignment.id, id)).filter((row) => row !== undefined);
    const own = rows.find((row) => row.user_id === studentId);
    if (!own) throw forbidden();
    refuseOverLimit(assignment, own);
    const fileIds = submittableFileIds(db, studentId, rows.map((row) => row.id), request.fileIds);
    if (request.type === 'online_upload' && fileIds.length === 0) throw badRequest('No valid file ids given');
    const now = nowIso();
    for (const row of rows) {
      if (row.attempt !== null) insertVersion(db, row, now);
      const attempt = (row.attempt ?? 0) + 1;
      const graded = row.score !== null || Boolean(row.excused);
      writeAttempt(db, row.id, {
        attempt, submission_type: request.type, body: request.body, url: request.url, submitted_at: request.submittedAt ?? now,
        grade_matches_current_submission: graded ? 0 : 1, updated_at: now,
      });
      linkAttemptFiles(db, row.id, attempt, fileIds);
    }
    const attempt = (own.attempt ?? 0) + 1;
    if (request.comment) insertComment(db, { submission_id: own.id, author_id: c.get('caller').id, comment: request.comment, attempt, created_at: now });
    const written = findLiveSubmission(db, assignment.id, studentId);
    if (!written) throw new Error('submission vanished while submitting');
    return written;
  }).immediate();
}

import type { AppContext } from '../../canvas/context';
import { nowIso, toCanvasTime } from '../../canvas/dates';
import { CanvasError, forbidden } from '../../canvas/errors';
import type { AssignmentRow } from '../assignments/assignment-row';
import { applyAssessment, prepareAssessment } from '../rubrics/rubric-assess';
import { schemeForAssignment } from '../grading-standards/grading-standards.store';
import { applyGradeChange, isExcusing } from './grade-change';
import { GradeError } from './posted-grade';
import type { GradeRequest } from './submission-grade-params';
import { findLiveSubmission, groupMateIds, insertComment, insertVersion, postSubmission, touchSubmission, updateGrade } from './submission-grade.store';
import type { SubmissionRow } from './submission-row';
import { attachableFileIds, linkCommentFiles } from './comment-attachments.store';

/**
 * Writes a grade PUT in one transaction and returns every submission it changed, the named student's first. On
 * a group assignment graded as a group, the grade goes to every member of the student's group (Canvas's
 * grade_student), and a group comment (comment[group_comment]) to each of them, with any files (comment[file_ids]).
 * An instructor's comment on an assignment that posts automatically posts the submission
 * (Submission#comment_causes_posting?). A rubric assessment is written after the grade, as
 * SubmissionsApiController#update does, to the same group members a group grade reaches (RubricAssociation#assess);
 * on a rubric used for grading its total becomes the score.
 */
export function saveGrade(
  c: AppContext,
  row: SubmissionRow,
  assignment: AssignmentRow,
  request: GradeRequest,
  author: { instructor: boolean },
): SubmissionRow[] {
  const { db } = c.get('deps');
  const callerId = c.get('caller').id;
  const asGroup = (wanted: boolean) =>
    wanted && assignment.group_category_id !== null ? rowsOf(c, row, groupMateIds(db, assignment.group_category_id, row.user_id)) : [row];
  // Assignment#grade_student: a group grade skips members already excused; an excuse never spreads.
  const graded = request.grade
    ? asGroup(!assignment.grade_group_students_individually && !isExcusing(request.grade)).filter((r) => r === row || !r.excused)
    : [];
  const commented = request.comment ? asGroup(request.comment.groupComment) : [];
  const assessment = request.rubricAssessment ? prepareAssessment(db, assignment, request.rubricAssessment) : undefined;
  const assessed = assessment ? asGroup(!assignment.grade_group_students_individually) : [];
  const changed = unique([row, ...graded, ...commented, ...assessed]);
  // SubmissionsApiController#update: a file the caller may not attach refuses the whole call (render_unauthorized_action).
  const fileIds = request.comment?.fileIds ?? [];
  if (attachableFileIds(db, row.id, callerId, fileIds).size !== fileIds.length) throw forbidden();
  const scheme = schemeForAssignment(db, assignment);
  try {
    db.transaction(() => {
      for (const target of changed) {
        const now = laterThan(target.updated_at);
        if (request.grade && graded.includes(target)) {
          updateGrade(db, target.id, { ...applyGradeChange(target, assignment, request.grade, callerId, now, { scheme, preferPoints: request.preferPoints }), updated_at: now });
        } else touchSubmission(db, target.id, now);
        if (request.comment && commented.includes(target)) {
          const { text, attempt } = request.comment;
          const commentId = insertComment(db, { submission_id: target.id, author_id: callerId, comment: text, attempt, created_at: now });
          // A group comment's copies share the files, as Canvas's group comments share their attachments.
          linkCommentFiles(db, commentId, fileIds);
          if (author.instructor && !assignment.post_manually) postSubmission(db, target.id, now);
        }
      }
      if (assessment) for (const target of assessed) applyAssessment(c, assessment, reread(c, target), assignment, laterThan(target.updated_at), scheme);
      for (const target of unique([...graded, ...assessed])) insertVersion(db, reread(c, target), nowIso());
    }).immediate();
  } catch (error) {
    if (error instanceof GradeError) throw new CanvasError(400, { error: error.message });
    throw error;
  }
  return changed.map((target) => reread(c, target));
}

const rowsOf = (c: AppContext, row: SubmissionRow, userIds: number[]) =>
  userIds.map((id) => (id === row.user_id ? row : findLiveSubmission(c.get('deps').db, row.assignment_id, id))).filter((r) => r !== undefined);

const unique = (rows: SubmissionRow[]) => rows.filter((r, i) => rows.findIndex((other) => other.id === r.id) === i);

const reread = (c: AppContext, row: SubmissionRow) => findLiveSubmission(c.get('deps').db, row.assignment_id, row.user_id) ?? row;

/**
 * Now, or a second after the stored time when a second write lands within the same second: updated_at has
 * whole-second precision, and the conflict check needs every write to change it (decision 0015).
 */
function laterThan(previous: string): string {
  const now = nowIso();
  return now > previous ? now : toCanvasTime(new Date(Date.parse(previous) + 1000));
}

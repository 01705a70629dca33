import { Hono } from 'hono';
import { z } from 'zod';
import { canvasString } from '../../canvas/coerce';
import type { AppContext, AppEnv } from '../../canvas/context';
import { nowIso } from '../../canvas/dates';
import { fieldError, forbidden, notFound, validationFailed } from '../../canvas/errors';
import { pathId } from '../../canvas/ids';
import { json } from '../../canvas/respond';
import { parseParams } from '../../canvas/validate';
import { releaseBlobs } from '../files/release-blobs';
import { commentFiles, deleteComment, findComment, updateCommentText, type CommentRow } from './comment-attachments.store';
import { commentTarget } from './comment-target';
import { renderComments } from './submission-comment.serialize';
import { mayReadComment, submissionViewer } from './submission-visibility';

const PATH = '/courses/:course_id/assignments/:assignment_id/submissions/:user_id/comments/:id';
const editParams = z.object({ comment: canvasString.optional() });

/** The comment in the path, on the path's submission and readable by the caller (mayReadComment); else 404. */
function loadComment(c: AppContext) {
  const target = commentTarget(c);
  const row = findComment(c.get('deps').db, target.submission.id, pathId(c, 'id'));
  const viewer = submissionViewer(c, target.loaded.course.id, target.loaded.access);
  if (!row || !mayReadComment(viewer, target.submission, row.author_id)) throw notFound();
  return { ...target, row };
}

const rendered = (c: AppContext, row: CommentRow, courseId: number) => renderComments(c, [row], courseId).get(row.id) ?? {};

/**
 * SubmissionCommentsApiController#update. SubmissionComment's policy lets the author edit a comment only while
 * they may grade the submission (Lectern has no drafts, the other case). Canvas answers a failed save with the
 * unchanged comment; Lectern refuses blank text on a comment without files by name instead.
 */
function update(c: AppContext): Response {
  const { db } = c.get('deps');
  const { loaded, row, grades } = loadComment(c);
  if (row.author_id !== c.get('caller').id || !grades) throw forbidden();
  const text = parseParams(editParams, c.get('params')).comment;
  if (text === undefined || text === row.comment) return json(c, rendered(c, row, loaded.course.id));
  const hasFiles = (commentFiles(db, [row.id]).get(row.id)?.length ?? 0) > 0;
  if (text.trim() === '' && !hasFiles) throw validationFailed(fieldError('comment', 'blank', "can't be blank"));
  // set_edited_at: only a change to text that was there before counts as an edit.
  const editedAt = row.comment === '' ? row.edited_at : nowIso();
  db.transaction(() => updateCommentText(db, row.id, text, editedAt)).immediate();
  return json(c, rendered(c, { ...row, comment: text, edited_at: editedAt }, loaded.course.id));
}

/**
 * SubmissionCommentsApiController#destroy: whoever may grade the submission deletes any comment on it (the
 * policy's :delete); the answer is the comment as anonymous_moderated_submission_comments_json wrote it before.
 * Its files go with it unless a group comment's copy still holds them.
 */
function destroy(c: AppContext): Response {
  const { db, blobs } = c.get('deps');
  const { loaded, row, grades } = loadComment(c);
  if (!grades) throw forbidden();
  const before = rendered(c, row, loaded.course.id);
  const released = db.transaction(() => deleteComment(db, row.id, nowIso())).immediate();
  releaseBlobs(db, blobs, released);
  return json(c, {
    id: row.id,
    author_id: row.author_id,
    author_name: before.author_name,
    comment: row.comment,
    created_at: row.created_at,
    attempt: row.attempt,
    cached_attachments: before.attachments ?? [],
    draft: false,
    group_comment_id: null,
    media_comment_id: null,
    media_comment_type: null,
    publishable: false,
  });
}

export function submissionCommentRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().put(PATH, update).delete(PATH, destroy);
}

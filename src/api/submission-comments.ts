import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { canvasFetch } from './http/canvas-fetch';
import { sendUpload, type SendProgress } from './file-uploads';
import type { CanvasFile } from './schemas/file';
import { canvasId, type CanvasId } from './schemas/ids';
import { submissionCommentSchema, type SubmissionComment } from './schemas/submission-detail';
import { uploadPreflightSchema } from './schemas/upload';
import { putGrade, updateCachedSubmission, type CommentEdit } from './submissions';

/**
 * Submission comments beyond text (docs/canvas-contract.md §5.4): files uploaded for a comment
 * (SubmissionCommentsApiController#create_file, then the grade PUT's comment[file_ids][]), and edits and deletes
 * of a comment. Lectern has no media server: a recording is one of these files, never a media comment.
 */

const commentsPath = (courseId: CanvasId, assignmentId: CanvasId, userId: CanvasId) =>
  `/api/v1/courses/${courseId}/assignments/${assignmentId}/submissions/${userId}/comments`;

export interface CommentFileTarget {
  courseId: CanvasId;
  assignmentId: CanvasId;
  userId: CanvasId;
}

/** All three upload steps for one comment file; progress reports step 2's bytes. */
export async function uploadCommentFile(
  target: CommentFileTarget,
  file: Blob,
  name: string,
  options: { onProgress?: (progress: SendProgress) => void; signal?: AbortSignal } = {},
): Promise<CanvasFile> {
  const { data: ticket } = await canvasFetch(`${commentsPath(target.courseId, target.assignmentId, target.userId)}/files`, {
    method: 'POST',
    body: { name, size: file.size, content_type: file.type || undefined },
    schema: uploadPreflightSchema,
    signal: options.signal,
  });
  return sendUpload(ticket, file, name, options);
}

/** The grade PUT with a comment carrying the uploaded files' ids. */
export function sendFileComment(target: CommentFileTarget, comment: CommentEdit & { file_ids: CanvasId[] }, signal?: AbortSignal) {
  return putGrade(target.courseId, target.assignmentId, target.userId, { comment }, signal);
}

/** Replaces one comment in the student's cached thread (edit), or drops it (delete). */
function rewriteThread(
  queryClient: ReturnType<typeof useQueryClient>,
  target: CommentFileTarget,
  update: (comments: readonly SubmissionComment[]) => SubmissionComment[],
) {
  updateCachedSubmission(queryClient, target.courseId, target.assignmentId, target.userId, (cached) =>
    'submission_comments' in cached && Array.isArray(cached.submission_comments)
      ? { ...cached, submission_comments: update(cached.submission_comments as SubmissionComment[]) }
      : cached,
  );
}

/** PUT …/comments/:id with the new text; the answer replaces the cached comment. */
export function useEditComment(target: CommentFileTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, text }: { id: CanvasId; text: string }) => {
      const { data } = await canvasFetch(`${commentsPath(target.courseId, target.assignmentId, target.userId)}/${id}`, {
        method: 'PUT',
        body: { comment: text },
        schema: submissionCommentSchema,
      });
      return data;
    },
    onSuccess: (edited) => rewriteThread(queryClient, target, (comments) => comments.map((c) => (c.id === edited.id ? { ...c, ...edited } : c))),
  });
}

/** The deleted comment as DELETE answers it (anonymous_moderated_submission_comments_json); only its id is read. */
const deletedCommentSchema = z.looseObject({ id: canvasId });

/** DELETE …/comments/:id; the comment leaves the cached thread once the server has deleted it. */
export function useDeleteComment(target: CommentFileTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: CanvasId) => {
      await canvasFetch(`${commentsPath(target.courseId, target.assignmentId, target.userId)}/${id}`, {
        method: 'DELETE',
        schema: deletedCommentSchema,
      });
      return id;
    },
    onSuccess: (id) => rewriteThread(queryClient, target, (comments) => comments.filter((c) => c.id !== id)),
  });
}

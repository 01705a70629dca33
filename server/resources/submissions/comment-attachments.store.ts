import type { Db } from '../../canvas/context';
import { placeholders } from '../../db/sql';
import { prepared } from '../../db/statements';
import type { FileRow } from '../files/file-row';

export type CommentRow = {
  id: number;
  submission_id: number;
  author_id: number | null;
  comment: string;
  attempt: number | null;
  created_at: string;
  edited_at: string | null;
};

/** A comment file's row with the comment it hangs on. */
type LinkedFile = FileRow & { link_comment_id: number };

/** The live files of each comment, oldest first: comment id → rows. */
export function commentFiles(db: Db, commentIds: number[]): Map<number, FileRow[]> {
  const files = new Map<number, FileRow[]>();
  if (commentIds.length === 0) return files;
  const rows = prepared<number[], LinkedFile>(db,
      `SELECT a.*, l.comment_id AS link_comment_id FROM submission_comment_attachments l JOIN attachments a ON a.id = l.attachment_id
        WHERE l.comment_id IN (${placeholders(commentIds)}) AND a.workflow_state <> 'deleted' ORDER BY a.id`,
    )
    .all(...commentIds);
  for (const { link_comment_id: commentId, ...file } of rows) files.set(commentId, [...(files.get(commentId) ?? []), file]);
  return files;
}

export function findComment(db: Db, submissionId: number, id: number): CommentRow | undefined {
  return prepared<[number, number], CommentRow>(db, 'SELECT * FROM submission_comments WHERE id = ? AND submission_id = ?').get(id, submissionId);
}

/**
 * The files a caller may attach to a new comment on the submission: ones they uploaded for it through
 * …/comments/files, confirmed, and on no comment yet (Canvas's attach_to_submission_comment right, and
 * SubmissionComment#attachments= refusing another comment's files). Returns the ids it found attachable.
 */
export function attachableFileIds(db: Db, submissionId: number, uploaderId: number, fileIds: number[]): Set<number> {
  if (fileIds.length === 0) return new Set();
  return new Set(
    prepared<number[], { id: number }>(db,
        `SELECT a.id FROM attachments a WHERE a.id IN (${placeholders(fileIds)}) AND a.context_type = 'Submission'
           AND a.context_id = ? AND a.user_id = ? AND a.workflow_state = 'processed'
           AND NOT EXISTS (SELECT 1 FROM submission_attachments sa WHERE sa.attachment_id = a.id)
           AND NOT EXISTS (SELECT 1 FROM submission_comment_attachments l WHERE l.attachment_id = a.id)`,
      )
      .all(...fileIds, submissionId, uploaderId)
      .map((row) => row.id),
  );
}

export function linkCommentFiles(db: Db, commentId: number, fileIds: readonly number[]): void {
  const link = prepared(db, 'INSERT INTO submission_comment_attachments (comment_id, attachment_id) VALUES (?, ?)');
  for (const fileId of fileIds) link.run(commentId, fileId);
}

export function updateCommentText(db: Db, id: number, text: string, editedAt: string | null): void {
  prepared(db, 'UPDATE submission_comments SET comment = ?, edited_at = ? WHERE id = ?').run(text, editedAt, id);
}

/**
 * Deletes the comment and its links; files no other comment shares are marked deleted. Returns the storage keys
 * of those files, for the caller to release once the transaction has committed.
 */
export function deleteComment(db: Db, id: number, now: string): string[] {
  const files = commentFiles(db, [id]).get(id) ?? [];
  prepared(db, 'DELETE FROM submission_comment_attachments WHERE comment_id = ?').run(id);
  prepared(db, 'DELETE FROM submission_comments WHERE id = ?').run(id);
  const shared = prepared<[number], { n: number }>(db, 'SELECT COUNT(*) AS n FROM submission_comment_attachments WHERE attachment_id = ?');
  const orphans = files.filter((file) => (shared.get(file.id)?.n ?? 0) === 0);
  const drop = prepared(db, `UPDATE attachments SET workflow_state = 'deleted', updated_at = ? WHERE id = ?`);
  for (const file of orphans) drop.run(now, file.id);
  return orphans.flatMap((file) => (file.storage_key === null ? [] : [file.storage_key]));
}

/** The submission, course, post state and comment author of every comment the file is attached to. */
export type CommentLink = { user_id: number; course_id: number; posted_at: string | null; author_id: number | null };

export function commentLinks(db: Db, fileId: number): CommentLink[] {
  return prepared<[number], CommentLink>(db,
      `SELECT s.user_id, a.course_id, s.posted_at, sc.author_id FROM submission_comment_attachments l
         JOIN submission_comments sc ON sc.id = l.comment_id JOIN submissions s ON s.id = sc.submission_id
         JOIN assignments a ON a.id = s.assignment_id
        WHERE l.attachment_id = ?`,
    )
    .all(fileId);
}

/** A comment's file nobody has attached yet: only its uploader reads it (they may still attach it). */
export function isUnattachedCommentFile(db: Db, fileId: number): boolean {
  const row = prepared<[number, number], { n: number }>(db,
    `SELECT (SELECT COUNT(*) FROM submission_attachments WHERE attachment_id = ?)
          + (SELECT COUNT(*) FROM submission_comment_attachments WHERE attachment_id = ?) AS n`,
  ).get(fileId, fileId);
  return (row?.n ?? 0) === 0;
}

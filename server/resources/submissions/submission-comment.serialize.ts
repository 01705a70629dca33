import type { AppContext } from '../../canvas/context';
import { requestOrigin } from '../../canvas/urls';
import { fileJson } from '../files/file.serialize';
import { userDisplay } from '../users/user-row';
import { loadUsers } from './submissions.store';
import { commentFiles, type CommentRow } from './comment-attachments.store';

/**
 * SubmissionComment JSON for a set of comments, as canvas-lms lib/api/v1/submission_comment.rb
 * `submission_comment_json` writes it: `attachments` (attachment_json) only when the comment has files. Authors
 * and files cost one query each for the whole set. Which comments a viewer may read is the caller's to decide
 * (submission-visibility.ts mayReadComment).
 */
export function renderComments(c: AppContext, rows: CommentRow[], courseId: number): Map<number, Record<string, unknown>> {
  const { db } = c.get('deps');
  const authors = loadUsers(db, rows.flatMap((row) => (row.author_id === null ? [] : [row.author_id])));
  const files = commentFiles(db, rows.map((row) => row.id));
  const origin = requestOrigin(c);
  return new Map(
    rows.map((row) => {
      const author = row.author_id === null ? undefined : authors.get(row.author_id);
      const attached = files.get(row.id);
      const json: Record<string, unknown> = {
        id: row.id,
        author_id: row.author_id,
        author_name: author?.short_name ?? '',
        comment: row.comment,
        created_at: row.created_at,
        edited_at: row.edited_at,
        attempt: row.attempt,
        author: author ? userDisplay(c, author, courseId) : {},
      };
      // Comment files are never locked or hidden: who reads the comment reads its files (file-access.ts).
      if (attached) json.attachments = attached.map((file) => fileJson(file, { origin, submissionAttachment: true }));
      return [row.id, json];
    }),
  );
}

import type { AppContext } from '../../canvas/context';
import { findUser } from '../users/users.store';
import { userDisplay } from '../users/user-row';
import type { CommentRow } from './submission-grade.store';

/** SubmissionComment JSON (lib/api/v1/submission_comment.rb): the comment with its author's compact user. */
export function submissionCommentsJson(c: AppContext, rows: CommentRow[], courseId: number) {
  const { db } = c.get('deps');
  const authors = new Map(rows.map((row) => [row.author_id, row.author_id === null ? undefined : findUser(db, row.author_id)]));
  return rows.map((row) => {
    const author = authors.get(row.author_id);
    return {
      id: row.id,
      author_id: row.author_id,
      author_name: author?.name ?? '',
      comment: row.comment,
      created_at: row.created_at,
      edited_at: row.edited_at,
      attempt: row.attempt,
      ...(author ? { author: userDisplay(c, author, courseId) } : {}),
    };
  });
}

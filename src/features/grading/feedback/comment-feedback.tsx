import { useQuery } from '@tanstack/react-query';
import type { SubmissionComment } from '@/api/schemas/submission-detail';
import type { CommentFileTarget } from '@/api/submission-comments';
import { userQueries } from '@/api/users';
import { AttachmentList } from '../submission-view/attachment-list';
import { CommentActions } from './comment-actions';
import '@/styles/grading-feedback.css';

/** A comment's files, previewed as submission files are, and Edit / Delete when the comment is the viewer's own. */
export function CommentFeedback({ comment, target }: { comment: SubmissionComment; target: CommentFileTarget }) {
  const self = useQuery(userQueries.self());
  const own = self.data !== undefined && comment.author_id !== null && String(comment.author_id) === String(self.data.id);
  return (
    <>
      {comment.attachments?.length ? <AttachmentList files={comment.attachments} label="Comment files" /> : null}
      {own ? <CommentActions comment={comment} target={target} /> : null}
    </>
  );
}

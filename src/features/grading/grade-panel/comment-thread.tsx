import type { SubmissionComment } from '@/api/schemas/submission-detail';
import { Avatar } from '@/components/avatar';
import { formatDate } from '@/lib/dates';

export interface CommentThreadProps {
  comments: readonly SubmissionComment[];
  /** The submission's student: their comments are signed with `studentLabel` while names are hidden. */
  studentId: number;
  studentLabel: string;
  hideNames: boolean;
  timeZone: string | undefined;
}

/** The comments oldest first, each with its author, time (course time zone) and attempt. */
export function CommentThread({ comments, studentId, studentLabel, hideNames, timeZone }: CommentThreadProps) {
  if (comments.length === 0) return <p className="grading-comments__empty">No comments yet.</p>;
  const ordered = [...comments].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at) || a.id - b.id);
  return (
    // Named apart from the composer's "Comment" label, which tests and shortcuts find by that word.
    <ol className="grading-comments__list" aria-label="Thread">
      {ordered.map((comment) => {
        const author = authorName(comment, studentId, studentLabel, hideNames);
        // A hidden student's avatar image could be their photo: initials of the label only.
        const avatarUrl = hideNames && comment.author_id === studentId ? null : avatarOf(comment);
        return (
          <li key={comment.id} className="grading-comment">
            <Avatar name={author} src={avatarUrl} />
            <div className="grading-comment__body">
              <p className="grading-comment__meta">
                <span className="grading-comment__author">{author}</span>
                <time dateTime={comment.created_at}>{formatDate(comment.created_at, { style: 'date-time', timeZone })}</time>
                {comment.attempt ? <span className="grading-comment__attempt">{`Attempt ${comment.attempt}`}</span> : null}
              </p>
              <p className="grading-comment__text">{comment.comment}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function authorName(comment: SubmissionComment, studentId: number, studentLabel: string, hideNames: boolean): string {
  if (comment.author_id === studentId) return hideNames ? studentLabel : comment.author_name;
  // Canvas sends an anonymized author as {} with no id.
  return comment.author_id === null ? 'Anonymous' : comment.author_name;
}

function avatarOf(comment: SubmissionComment): string | null {
  const author = comment.author as { avatar_image_url?: unknown };
  return typeof author.avatar_image_url === 'string' ? author.avatar_image_url : null;
}

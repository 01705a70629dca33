import { useQuery } from '@tanstack/react-query';
import { courseUserQueries } from '@/api/course-users';
import type { SubmissionComment } from '@/api/schemas/submission-detail';
import { Avatar } from '@/components/avatar';
import { formatDate } from '@/lib/dates';
import { anonymousLabel } from '../rail/student-labels';
import { CommentFeedback } from '../feedback/comment-feedback';
import { compareIds, type CanvasId } from '@/api/schemas/ids';

export interface CommentThreadProps {
  courseId: CanvasId;
  assignmentId: CanvasId;
  comments: readonly SubmissionComment[];
  /** The submission's student: their comments are signed with `studentLabel` while names are hidden. */
  studentId: CanvasId;
  studentLabel: string;
  hideNames: boolean;
  timeZone: string | undefined;
}

/** The comments oldest first, each with its author, time (course time zone) and attempt. */
export function CommentThread({ courseId, assignmentId, comments, studentId, studentLabel, hideNames, timeZone }: CommentThreadProps) {
  const graders = useQuery({ ...courseUserQueries.graders(courseId), enabled: hideNames });
  const graderIds = new Set(graders.data?.map((user) => user.id));
  /**
   * While names are hidden every student stays hidden, a classmate commenting on a group submission too: an author
   * is named only once known to be a teacher or TA, and any other is "Student N" as the rail would label them.
   */
  const hiddenAs = (authorId: CanvasId | null): string | undefined => {
    if (!hideNames || authorId === null || graderIds.has(authorId)) return undefined;
    return authorId === studentId ? studentLabel : anonymousLabel(assignmentId, authorId);
  };
  if (comments.length === 0) return <p className="grading-comments__empty">No comments yet.</p>;
  const ordered = [...comments].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at) || compareIds(a.id, b.id));
  return (
    // Named apart from the composer's "Comment" label, which tests and shortcuts find by that word.
    <ol className="grading-comments__list" aria-label="Thread">
      {ordered.map((comment) => {
        const hidden = hiddenAs(comment.author_id);
        const author = hidden ?? authorName(comment);
        // A hidden student's avatar image could be their photo: initials of the label only.
        const avatarUrl = hidden ? null : avatarOf(comment);
        return (
          <li key={comment.id} className="grading-comment">
            <Avatar name={author} src={avatarUrl} />
            <div className="grading-comment__body">
              <p className="grading-comment__meta">
                <span className="grading-comment__author">{author}</span>
                <time dateTime={comment.created_at}>{formatDate(comment.created_at, { style: 'date-time', timeZone })}</time>
                {comment.attempt ? <span className="grading-comment__attempt">{`Attempt ${comment.attempt}`}</span> : null}
                {comment.edited_at ? <span>Edited</span> : null}
              </p>
              {comment.comment ? <p className="grading-comment__text">{comment.comment}</p> : null}
              <CommentFeedback comment={comment} target={{ courseId, assignmentId, userId: studentId }} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function authorName(comment: SubmissionComment): string {
  // Canvas sends an anonymized author as {} with no id.
  return comment.author_id === null ? 'Anonymous' : comment.author_name;
}

function avatarOf(comment: SubmissionComment): string | null {
  const author = comment.author as { avatar_image_url?: unknown };
  return typeof author.avatar_image_url === 'string' ? author.avatar_image_url : null;
}

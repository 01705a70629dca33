import { useState, type KeyboardEvent } from 'react';
import type { Assignment } from '@/api/schemas/assignment';
import type { SubmissionDetail } from '@/api/schemas/submission-detail';
import { useSendComment } from '@/api/submissions';
import { Button } from '@/components/button';
import { COMMENT_INPUT_ID } from '../focus-targets';
import { useCommentDraft } from './use-comment-draft';
import { failureReason } from '../feedback/failure-reason';
import { FeedbackTools, droppedOn } from '../feedback/feedback-tools';
import { OutboxList } from '../feedback/outbox-list';
import { queueComment } from '../feedback/queue-comment';
import { useStagedFiles } from '../feedback/staged-files';
import { useCommentOutbox } from '../feedback/use-comment-outbox';
import type { CanvasId } from '@/api/schemas/ids';

export interface CommentComposerProps {
  courseId: CanvasId;
  assignment: Assignment;
  submission: SubmissionDetail;
}

const ERROR_ID = `${COMMENT_INPUT_ID}-error`;

/**
 * Writes a comment: the text is a draft per student until the server has it (use-comment-draft.ts); Send or
 * Ctrl/Cmd+Enter sends; a failure keeps the text with the reason. The panel keys this by student.
 */
export function CommentComposer({ courseId, assignment, submission }: CommentComposerProps) {
  const userId = submission.user_id;
  const { text, setText, clearIfUnchanged } = useCommentDraft({ courseId, assignmentId: assignment.id, userId });
  const [toGroup, setToGroup] = useState(false);
  const [error, setError] = useState<string>();
  // Said once the server has the comment: the thread grows out of sight of a keyboard user in the text box.
  const [sentNote, setSentNote] = useState('');
  const send = useSendComment(courseId, assignment.id, userId);
  const isGroup = assignment.group_category_id !== null;
  const staged = useStagedFiles();
  const outbox = useCommentOutbox(courseId, assignment.id);

  const submit = () => {
    const sent = text;
    if ((sent.trim() === '' && staged.files.length === 0) || send.isPending) return;
    setError(undefined);
    setSentNote('');
    if (staged.files.length > 0) {
      // With files the comment goes through the durable outbox: kept in this browser until the server has it.
      const comment = { courseId, assignmentId: assignment.id, userId, text: sent.trim(), groupComment: isGroup && toGroup, attempt: submission.attempt ?? undefined };
      void queueComment(outbox.runner, { ...comment, files: staged.files }).then(
        () => {
          clearIfUnchanged(sent);
          staged.clear();
          setSentNote('Comment queued: it is kept in this browser until the server has it.');
        },
        () => setError('this browser could not keep the files'),
      );
      return;
    }
    send.mutate(
      { text_comment: sent, ...(isGroup && toGroup ? { group_comment: true } : {}), ...(submission.attempt ? { attempt: submission.attempt } : {}) },
      {
        onSuccess: () => {
          clearIfUnchanged(sent);
          setSentNote(isGroup && toGroup ? 'Comment sent to the whole group.' : 'Comment sent.');
        },
        onError: (failure) => setError(failureReason(failure)),
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <form
      className="grading-composer"
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        staged.add(droppedOn(event));
      }}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label className="grading-composer__label" htmlFor={COMMENT_INPUT_ID}>
        Comment
      </label>
      <textarea
        id={COMMENT_INPUT_ID}
        className="field__textarea grading-composer__input"
        rows={3}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ERROR_ID : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {error ? (
        <p id={ERROR_ID} className="grade-input__feedback grade-input__feedback--error" role="alert">
          {`Not sent: ${withoutFinalStop(error)}. Your text is kept.`}
        </p>
      ) : null}
      <p role="status" className="visually-hidden">
        {sentNote}
      </p>
      <FeedbackTools staged={staged} />
      <OutboxList items={outbox.items} userId={userId} runner={outbox.runner} />
      <div className="grading-composer__actions">
        {isGroup ? (
          <label className="grading-composer__group">
            <input type="checkbox" checked={toGroup} onChange={(event) => setToGroup(event.target.checked)} />
            Send to the whole group
          </label>
        ) : null}
        <span className="grading-composer__hint" aria-hidden="true">
          Ctrl+Enter
        </span>
        <Button type="submit" variant="primary" size="sm" isBusy={send.isPending} isDisabled={text.trim() === '' && staged.files.length === 0}>
          Send
        </Button>
      </div>
    </form>
  );
}

/** The reason is a sentence of its own ("…try again."), set inside this one. */
const withoutFinalStop = (text: string) => text.replace(/[.\s]+$/, '');

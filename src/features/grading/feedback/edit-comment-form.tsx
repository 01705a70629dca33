import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import type { SubmissionComment } from '@/api/schemas/submission-detail';
import { useEditComment, type CommentFileTarget } from '@/api/submission-comments';
import { Button } from '@/components/button';
import { failureReason } from './failure-reason';

/** A comment keeps text unless it has files (the server refuses blank text on a comment without any). */
const editSchema = (hasFiles: boolean) =>
  z.object({ text: z.string().check(z.refine((text) => hasFiles || text.trim() !== '', 'Write the comment, or delete it instead.')) });

/** The grader's own comment, edited in place; what was typed stays on failure, Escape leaves it as it was. */
export function EditCommentForm({ comment, target, onDone }: { comment: SubmissionComment; target: CommentFileTarget; onDone: () => void }) {
  const edit = useEditComment(target);
  const form = useForm<{ text: string }>({
    resolver: zodResolver(editSchema((comment.attachments?.length ?? 0) > 0)),
    defaultValues: { text: comment.comment },
  });
  const fieldId = `comment-edit-${comment.id}`;
  const problem = form.formState.errors.text?.message ?? (edit.error ? `Not saved: ${failureReason(edit.error)}. Your text is kept.` : undefined);
  return (
    <form
      className="feedback-comment-edit"
      aria-label="Edit comment"
      onSubmit={form.handleSubmit(({ text }) => edit.mutate({ id: comment.id, text }, { onSuccess: onDone }))}
    >
      <label className="visually-hidden" htmlFor={fieldId}>
        Comment text
      </label>
      <textarea
        id={fieldId}
        className="field__textarea"
        rows={3}
        autoFocus
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${fieldId}-error` : undefined}
        {...form.register('text')}
        onKeyDown={(event) => (event.key === 'Escape' ? onDone() : undefined)}
      />
      {problem ? (
        <p id={`${fieldId}-error`} className="grade-input__feedback grade-input__feedback--error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="feedback-comment-edit__actions">
        <Button size="sm" variant="primary" type="submit" isBusy={edit.isPending}>
          Save
        </Button>
        <Button size="sm" variant="ghost" onPress={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { CanvasApiError } from '@/api/http/canvas-api-error';
import type { SubmissionComment } from '@/api/schemas/submission-detail';
import { useDeleteComment, useEditComment, type CommentFileTarget } from '@/api/submission-comments';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';

/** A comment keeps text unless it has files (the server refuses blank text on a comment without any). */
const editSchema = (hasFiles: boolean) =>
  z.object({ text: z.string().check(z.refine((text) => hasFiles || text.trim() !== '', 'Write the comment, or delete it instead.')) });

const reason = (error: unknown) => (error instanceof CanvasApiError ? error.message || `the server answered ${error.status}` : 'the server could not be reached');

/**
 * Edit and Delete on the grader's own comment (the server lets its author edit it, and any grader delete it). The
 * edit form keeps what was typed on failure; delete asks first.
 */
export function CommentActions({ comment, target }: { comment: SubmissionComment; target: CommentFileTarget }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteComment(target);
  if (editing) return <EditCommentForm comment={comment} target={target} onDone={() => setEditing(false)} />;
  return (
    <div className="feedback-comment-actions">
      <Button size="sm" variant="ghost" aria-label="Edit comment" onPress={() => setEditing(true)}>
        Edit
      </Button>
      <Button size="sm" variant="ghost" aria-label="Delete comment" onPress={() => setConfirming(true)}>
        Delete
      </Button>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) remove.reset();
        }}
        title="Delete this comment?"
        description={
          comment.attachments?.length
            ? `The comment and its ${comment.attachments.length} file(s) are deleted for everyone.`
            : 'The comment is deleted for everyone.'
        }
        confirmLabel="Delete comment"
        tone="danger"
        isPending={remove.isPending}
        error={remove.error ? `Not deleted: ${reason(remove.error)}` : null}
        onConfirm={() => remove.mutate(comment.id, { onSuccess: () => setConfirming(false) })}
      />
    </div>
  );
}

function EditCommentForm({ comment, target, onDone }: { comment: SubmissionComment; target: CommentFileTarget; onDone: () => void }) {
  const edit = useEditComment(target);
  const form = useForm<{ text: string }>({
    resolver: zodResolver(editSchema((comment.attachments?.length ?? 0) > 0)),
    defaultValues: { text: comment.comment },
  });
  const fieldId = `comment-edit-${comment.id}`;
  const problem = form.formState.errors.text?.message ?? (edit.error ? `Not saved: ${reason(edit.error)}. Your text is kept.` : undefined);
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

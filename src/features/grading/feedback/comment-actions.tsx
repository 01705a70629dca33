import { lazy, Suspense, useState } from 'react';
import type { SubmissionComment } from '@/api/schemas/submission-detail';
import { useDeleteComment, type CommentFileTarget } from '@/api/submission-comments';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { failureReason } from './failure-reason';

// Loaded when Edit is pressed: its form library is not part of a first visit to grading.
const EditCommentForm = lazy(() => import('./edit-comment-form').then((module) => ({ default: module.EditCommentForm })));

/**
 * Edit and Delete on the grader's own comment (the server lets its author edit it, and any grader delete it). The
 * edit form keeps what was typed on failure; delete asks first.
 */
export function CommentActions({ comment, target }: { comment: SubmissionComment; target: CommentFileTarget }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteComment(target);
  if (editing) {
    return (
      <Suspense fallback={null}>
        <EditCommentForm comment={comment} target={target} onDone={() => setEditing(false)} />
      </Suspense>
    );
  }
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
        error={remove.error ? `Not deleted: ${failureReason(remove.error)}` : null}
        onConfirm={() => remove.mutate(comment.id, { onSuccess: () => setConfirming(false) })}
      />
    </div>
  );
}

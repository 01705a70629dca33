import { flushSync } from 'react-dom';
import { useDeleteAssignment } from '@/api/assignments';
import type { Assignment } from '@/api/schemas/assignment';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { showToast } from '@/components/toast/toast-queue';
import type { CanvasId } from '@/api/schemas/ids';

export interface DeleteAssignmentDialogProps {
  courseId: CanvasId;
  /** The assignment to delete; null keeps the dialog closed. */
  assignment: Assignment | null;
  onClose: () => void;
  /** After a delete the row's menu button is gone, so the caller says where focus goes instead. */
  onDeleted: (assignment: Assignment) => void;
}

/** Names the assignment and what goes with it before deleting it; a refusal stays in the dialog. */
export function DeleteAssignmentDialog({ courseId, assignment, onClose, onDeleted }: DeleteAssignmentDialogProps) {
  const remove = useDeleteAssignment(courseId);
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (!assignment) return;
    remove.mutate(assignment.id, {
      onSuccess: () => {
        showToast({ tone: 'success', title: `Deleted ${assignment.name}` });
        // Closed now, not at React's next render: the dialog's focus scope hands focus back (to the removed row's
        // button) in the next frame, and onDeleted's focus has to come after that, not before.
        flushSync(close);
        onDeleted(assignment);
      },
    });
  };
  return (
    <ConfirmDialog
      isOpen={assignment !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={`Delete ${assignment?.name ?? 'assignment'}?`}
      description={
        <p>
          Students will no longer see <strong>{assignment?.name}</strong>, and its submissions, grades and date overrides go
          with it.
        </p>
      }
      confirmLabel="Delete assignment"
      tone="danger"
      onConfirm={confirm}
      isPending={remove.isPending}
      error={remove.error?.message}
    />
  );
}

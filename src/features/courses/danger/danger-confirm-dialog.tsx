import { ConfirmDialog, type ConfirmDialogProps } from '@/components/dialog/confirm-dialog';

/** The state of the mutation a dialog confirms (TanStack Query's useMutation result fits). */
interface DialogMutation {
  isPending: boolean;
  error: Error | null;
  reset: () => void;
}

export interface DangerConfirmDialogProps extends Omit<ConfirmDialogProps, 'onOpenChange' | 'tone' | 'isPending' | 'error'> {
  mutation: DialogMutation;
  /** Closing also clears the mutation's error, so the dialog opens clean next time. */
  onClose: () => void;
}

/** A danger-toned confirmation wired to the mutation it runs: its progress, its error, and a reset on close. */
export function DangerConfirmDialog({ mutation, onClose, ...dialogProps }: DangerConfirmDialogProps) {
  return (
    <ConfirmDialog
      {...dialogProps}
      onOpenChange={(isOpen) => {
        if (isOpen) return;
        mutation.reset();
        onClose();
      }}
      tone="danger"
      isPending={mutation.isPending}
      error={mutation.error?.message}
    />
  );
}

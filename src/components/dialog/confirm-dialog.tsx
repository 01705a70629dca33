import { useId, type ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../button';

export interface ConfirmDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  /** Says exactly what will happen; the dialog's accessible description. */
  description: ReactNode;
  /** Extra content after the description, e.g. a field to type a name into. */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  tone?: 'primary' | 'danger';
  onConfirm: () => void;
  /** While the action runs: the confirm button shows progress and the dialog cannot be dismissed. */
  isPending?: boolean;
  /** E.g. until the user has typed the course name. */
  isConfirmDisabled?: boolean;
  /** A failure of the action, shown inside the dialog so the user can retry or cancel. */
  error?: string | null;
}

/**
 * A modal confirmation (React Aria: focus trapped and restored, Escape closes, the rest of the page
 * inert). role=alertdialog because it interrupts to ask about a consequential action.
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'primary',
  onConfirm,
  isPending = false,
  isConfirmDisabled = false,
  error,
}: ConfirmDialogProps) {
  const bodyId = useId();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!isPending) onOpenChange(open);
      }}
      isDismissable={!isPending}
      isKeyboardDismissDisabled={isPending}
      className="modal-overlay"
    >
      <Modal className="modal">
        <Dialog role="alertdialog" aria-describedby={bodyId} className="dialog">
          <Heading slot="title" className="dialog__title">
            {title}
          </Heading>
          <div id={bodyId} className="dialog__body">
            {description}
          </div>
          {children}
          {error ? (
            <p role="alert" className="inline-alert inline-alert--error dialog__error">
              {error}
            </p>
          ) : null}
          {isPending ? (
            <p role="status" className="visually-hidden">
              Working…
            </p>
          ) : null}
          <div className="dialog__actions">
            <Button variant="secondary" onPress={() => onOpenChange(false)} isDisabled={isPending}>
              {cancelLabel}
            </Button>
            <Button variant={tone} onPress={onConfirm} isBusy={isPending} isDisabled={isConfirmDisabled}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

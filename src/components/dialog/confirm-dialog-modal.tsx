import { useId } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../button';
import type { ConfirmDialogProps } from './confirm-dialog';

/**
 * A modal confirmation (React Aria: focus trapped and restored, Escape closes, the rest of the page
 * inert). role=alertdialog because it interrupts to ask about a consequential action. Loaded when first opened
 * (confirm-dialog.tsx).
 */
export function ConfirmDialogModal({
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

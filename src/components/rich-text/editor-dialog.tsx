import type { ReactNode, SyntheticEvent } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../button';

export interface EditorDialogProps {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  submitLabel: string;
  onSubmit: () => void;
  /** E.g. "Remove link", before Cancel. */
  extraAction?: ReactNode;
  children: ReactNode;
}

/**
 * A small modal form of the editor (React Aria: focus trapped, Escape closes, focus returns to where it was).
 * The editor keeps its selection meanwhile, so the command applies where the user was.
 */
export function EditorDialog({ isOpen, onClose, title, submitLabel, onSubmit, extraAction, children }: EditorDialogProps) {
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    // A dialog form can sit inside the page's form in the React tree; its submit must not save that form.
    event.stopPropagation();
    onSubmit();
  };
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onClose())} isDismissable className="modal-overlay">
      <Modal className="modal">
        <Dialog className="dialog">
          <Heading slot="title" className="dialog__title">
            {title}
          </Heading>
          <form className="dialog__body" onSubmit={submit} noValidate>
            {children}
            <div className="dialog__actions">
              {extraAction}
              <Button variant="secondary" onPress={onClose}>
                Cancel
              </Button>
              <Button variant="primary" type="submit">
                {submitLabel}
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

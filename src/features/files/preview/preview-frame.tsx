import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '@/components/button';

/**
 * The viewer's full-screen modal: React Aria traps focus, makes the page behind inert and closes on Escape.
 * The viewer and its loading or unavailable placeholder share it, so both close the same way.
 */
export function PreviewFrame({ title, actions, onClose, children }: { title: string; actions?: ReactNode; onClose: () => void; children: ReactNode }) {
  return (
    <ModalOverlay isOpen isDismissable={false} onOpenChange={(open) => !open && onClose()} className="file-preview-overlay">
      <Modal className="file-preview-modal">
        <Dialog className="file-preview">
          <header className="file-preview__header">
            <Heading slot="title" className="file-preview__title">
              {title}
            </Heading>
            <div className="file-preview__actions">{actions}</div>
            <Button size="sm" variant="primary" className="file-preview__close" onPress={onClose}>
              Close
            </Button>
          </header>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

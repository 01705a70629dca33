import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';

/** The viewer while a deep-linked file loads, or when it cannot be shown: closable like the viewer itself. */
export function PreviewPlaceholder({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <ModalOverlay isOpen isDismissable={false} onOpenChange={(open) => !open && onClose()} className="file-preview-overlay">
      <Modal className="file-preview-modal">
        <Dialog className="file-preview">
          <header className="file-preview__header">
            <Heading slot="title" className="file-preview__title">
              {message ? 'File not available' : 'Loading file'}
            </Heading>
            <div className="file-preview__actions">
              <Button size="sm" variant="primary" onPress={onClose}>
                Close
              </Button>
            </div>
          </header>
          <div className="file-preview__body">
            <div className="file-preview__stage">{message ? <p role="alert">{message}</p> : <Spinner label="Loading file" />}</div>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

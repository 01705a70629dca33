import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '@/components/button';
import { SHORTCUT_HELP } from './grading-shortcuts';

/** The "?" dialog: a React Aria modal (focus trapped and restored, Escape closes). */
export function ShortcutsDialog({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className="modal-overlay">
      <Modal className="modal">
        <Dialog className="dialog">
          {({ close }) => (
            <>
              <Heading slot="title" className="dialog__title">
                Keyboard shortcuts
              </Heading>
              <p className="dialog__body">
                The letter keys work anywhere on this page except while you are typing in a field; Escape takes you out of the grade or the comment.
              </p>
              <dl className="grading-shortcuts">
                {SHORTCUT_HELP.map((item) => (
                  <div key={item.does} className="grading-shortcuts__row">
                    <dt>
                      {item.keys.map((key, index) => (
                        <span key={key}>
                          {index > 0 ? ' or ' : null}
                          <kbd>{key}</kbd>
                        </span>
                      ))}
                    </dt>
                    <dd>{item.does}</dd>
                  </div>
                ))}
              </dl>
              <div className="dialog__actions">
                <Button variant="primary" onPress={close} autoFocus>
                  Close
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

import { useId, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '@/components/button';
import { CheckboxField } from '@/components/form/checkbox-field';
import type { Question } from './clash-prompt';
import type { ClashChoice } from './upload-queue';

export interface ClashDialogProps {
  question: Question;
  later: number;
  onAnswer: (choice: ClashChoice, toAll: boolean) => void;
  /** Skips this file: what the host answers if the dialog's code cannot be downloaded. */
  onClose: () => void;
}

/** Skip, Rename or Replace for one clash (clash-dialog-host.tsx shows it, loading it when an upload starts). */
export function ClashDialog({ question, later, onAnswer }: ClashDialogProps) {
  const [toAll, setToAll] = useState(false);
  const bodyId = useId();
  return (
    <ModalOverlay
      isOpen
      // Escape or a click outside is the safe answer: nothing is sent, nothing is replaced.
      onOpenChange={(open) => {
        if (!open) onAnswer('skip', toAll);
      }}
      isDismissable
      className="modal-overlay"
    >
      <Modal className="modal">
        <Dialog role="alertdialog" aria-describedby={bodyId} className="dialog upload-clash">
          <Heading slot="title" className="dialog__title">
            “{question.name}” already exists
          </Heading>
          <div id={bodyId} className="dialog__body">
            <p>
              A file with this name is already in {question.folder}. Skip this file, upload it under a new name, or
              replace the existing file?
            </p>
          </div>
          <CheckboxField
            label={later > 0 ? `Apply to all remaining (${later} more)` : 'Apply to all remaining'}
            checked={toAll}
            onChange={(event) => setToAll(event.currentTarget.checked)}
          />
          <div className="dialog__actions">
            <Button variant="secondary" onPress={() => onAnswer('skip', toAll)}>
              Skip
            </Button>
            <Button variant="secondary" onPress={() => onAnswer('rename', toAll)} autoFocus>
              Rename
            </Button>
            <Button variant="primary" onPress={() => onAnswer('overwrite', toAll)}>
              Replace
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

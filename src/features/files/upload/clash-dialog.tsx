import { useCallback, useId, useRef, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '@/components/button';
import { CheckboxField } from '@/components/form/checkbox-field';
import type { ClashChoice } from './upload-queue';

interface Question {
  name: string;
  folder: string;
  /** Clashes known to follow this one (the batch's own check found them). */
  later: number;
  resolve: (choice: ClashChoice) => void;
}

/**
 * Asks Skip / Rename / Replace for one name clash at a time; questions that arrive meanwhile (three uploads
 * may hit a 409 together) wait their turn. "Apply to all remaining" answers the waiting ones and every later
 * one until `reset` (a new batch).
 */
export function useClashPrompt() {
  const [questions, setQuestions] = useState<Question[]>([]);
  const applyAll = useRef<ClashChoice | null>(null);

  const ask = useCallback((name: string, folder: string, later = 0): Promise<ClashChoice> => {
    if (applyAll.current) return Promise.resolve(applyAll.current);
    return new Promise((resolve) => setQuestions((list) => [...list, { name, folder, later, resolve }]));
  }, []);

  const reset = useCallback(() => {
    applyAll.current = null;
  }, []);

  const answer = (choice: ClashChoice, toAll: boolean) => {
    const [first, ...rest] = questions;
    if (!first) return;
    first.resolve(choice);
    if (toAll) {
      applyAll.current = choice;
      for (const question of rest) question.resolve(choice);
      setQuestions([]);
    } else {
      setQuestions(rest);
    }
  };

  const current = questions[0];
  const dialog = current ? (
    <ClashDialog key={`${current.folder}/${current.name}`} question={current} later={Math.max(questions.length - 1, current.later)} onAnswer={answer} />
  ) : null;
  return { ask, reset, dialog };
}

function ClashDialog({
  question,
  later,
  onAnswer,
}: {
  question: Question;
  later: number;
  onAnswer: (choice: ClashChoice, toAll: boolean) => void;
}) {
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

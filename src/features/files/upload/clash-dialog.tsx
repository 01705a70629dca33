import { useId, useState, useSyncExternalStore } from 'react';
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
 * one until `reset` (a new batch). It lives outside React, like the upload queue, so a question outlives the
 * folder view that raised it: the next one shows it.
 */
export class ClashPrompt {
  private questions: readonly Question[] = [];
  private applyAll: ClashChoice | null = null;
  private readonly listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): readonly Question[] => this.questions;

  ask = (name: string, folder: string, later = 0): Promise<ClashChoice> => {
    const { applyAll } = this;
    if (applyAll) return Promise.resolve(applyAll);
    return new Promise((resolve) => this.set([...this.questions, { name, folder, later, resolve }]));
  };

  reset(): void {
    this.applyAll = null;
  }

  answer = (choice: ClashChoice, toAll: boolean): void => {
    const [first, ...rest] = this.questions;
    if (!first) return;
    first.resolve(choice);
    if (!toAll) {
      this.set(rest);
      return;
    }
    this.applyAll = choice;
    for (const question of rest) question.resolve(choice);
    this.set([]);
  };

  private set(questions: readonly Question[]): void {
    this.questions = questions;
    for (const listener of this.listeners) listener();
  }
}

/** The dialog for the prompt's first waiting question, if any. */
export function ClashDialogHost({ prompt }: { prompt: ClashPrompt }) {
  const questions = useSyncExternalStore(prompt.subscribe, prompt.getSnapshot, prompt.getSnapshot);
  const current = questions[0];
  if (!current) return null;
  return (
    <ClashDialog
      key={`${current.folder}/${current.name}/${questions.length}`}
      question={current}
      later={Math.max(questions.length - 1, current.later)}
      onAnswer={prompt.answer}
    />
  );
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

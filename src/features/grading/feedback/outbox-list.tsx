import { useState } from 'react';
import type { CanvasId } from '@/api/schemas/ids';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import type { OutboxItem, OutboxRunner } from './outbox-runner';

const PHASE_TEXT: Record<OutboxItem['phase'], string> = {
  waiting: 'Queued',
  sending: 'Sending',
  offline: 'Waiting for the network: it will be sent when the connection is back',
  rejected: 'Not sent',
};

/** One line per file: its name, and "sent" once the server has it. */
const fileLine = (item: OutboxItem) => item.entry.files.map((file) => `${file.name}${file.uploadedId === undefined ? '' : ' (uploaded)'}`).join(', ');

/**
 * The student's comments with files that the server does not have yet, each with its state and, while sending,
 * its upload progress. A rejected one keeps everything and offers Retry, or Discard after a confirmation.
 */
export function OutboxList({ items, userId, runner }: { items: readonly OutboxItem[]; userId: CanvasId; runner: OutboxRunner }) {
  const [discarding, setDiscarding] = useState<OutboxItem>();
  const mine = items.filter((item) => item.entry.userId === userId);
  if (mine.length === 0) return null;
  return (
    <>
      <ul className="feedback-outbox" aria-label="Comments not sent yet">
        {mine.map((item) => (
          <li key={item.entry.id} className={`feedback-outbox__item feedback-outbox__item--${item.phase}`}>
            <p className="feedback-outbox__state" role="status">
              {item.phase === 'rejected' ? `${PHASE_TEXT.rejected}: ${item.message ?? 'the server refused it'}` : PHASE_TEXT[item.phase]}
            </p>
            {item.entry.text ? <p className="feedback-outbox__text">{item.entry.text}</p> : null}
            <p className="feedback-outbox__files">{fileLine(item)}</p>
            {item.phase === 'sending' ? (
              <progress className="feedback-outbox__progress" max={1} value={item.progress} aria-label={`Uploading ${fileLine(item)}`} />
            ) : null}
            {item.phase === 'rejected' || item.phase === 'offline' ? (
              <div className="feedback-outbox__actions">
                <Button size="sm" onPress={() => runner.retry(item.entry.id)}>
                  Retry now
                </Button>
                <Button size="sm" variant="ghost" onPress={() => setDiscarding(item)}>
                  Discard
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        isOpen={discarding !== undefined}
        onOpenChange={(open) => {
          if (!open) setDiscarding(undefined);
        }}
        title="Discard this comment?"
        description={`The comment and its ${discarding?.entry.files.length ?? 0} file(s) are removed from this browser and never sent.`}
        confirmLabel="Discard comment"
        tone="danger"
        onConfirm={() => {
          if (discarding) void runner.discard(discarding.entry.id);
          setDiscarding(undefined);
        }}
      />
    </>
  );
}

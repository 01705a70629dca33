import type { DragEvent } from 'react';
import { MediaRecorderButtons } from './media-recorder-button';
import { AttachFilesButton, StagedList, type useStagedFiles } from './staged-files';
import '@/styles/grading-feedback.css';

/** The files dropped on the composer (folders and other non-file items are left out). */
export const droppedOn = (event: DragEvent): File[] => [...event.dataTransfer.files];

/** The composer's attachment tools: pick or drop files, record audio or video, and the files chosen so far. */
export function FeedbackTools({ staged }: { staged: ReturnType<typeof useStagedFiles> }) {
  return (
    <div className="feedback-tools" aria-label="Attachments" role="group">
      <div className="feedback-tools__buttons">
        <AttachFilesButton onAdd={staged.add} />
        <MediaRecorderButtons onRecorded={(file) => staged.add([file])} />
      </div>
      <p className="feedback-tools__hint">Or drop files on the comment box. Recordings are attached as ordinary files: Lectern has no media server.</p>
      <StagedList files={staged.files} onRemove={staged.remove} />
    </div>
  );
}

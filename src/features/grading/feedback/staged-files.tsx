import { useRef, useState } from 'react';
import { Button } from '@/components/button';
import { formatFileSize } from '@/lib/file-size';

export interface StagedFile {
  key: string;
  file: File;
}

/** The files chosen for the comment being written, before Send puts them in the outbox. */
export function useStagedFiles() {
  const [files, setFiles] = useState<StagedFile[]>([]);
  return {
    files,
    add: (added: Iterable<File>) => setFiles((old) => [...old, ...[...added].map((file) => ({ key: crypto.randomUUID(), file }))]),
    remove: (key: string) => setFiles((old) => old.filter((staged) => staged.key !== key)),
    clear: () => setFiles([]),
  };
}

/** "Attach files": the browser's file picker, several files at once. */
export function AttachFilesButton({ onAdd }: { onAdd: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        aria-label="Files to attach"
        onChange={(event) => {
          onAdd([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <Button size="sm" onPress={() => input.current?.click()}>
        Attach files
      </Button>
    </>
  );
}

/** The files chosen so far, each removable before sending. */
export function StagedList({ files, onRemove }: { files: readonly StagedFile[]; onRemove: (key: string) => void }) {
  if (files.length === 0) return null;
  return (
    <ul className="feedback-staged" aria-label="Files to send">
      {files.map(({ key, file }) => (
        <li key={key} className="feedback-staged__item">
          <span className="feedback-staged__name">{file.name}</span>
          <span className="feedback-staged__size">{formatFileSize(file.size)}</span>
          <Button size="sm" variant="ghost" aria-label={`Remove ${file.name}`} onPress={() => onRemove(key)}>
            Remove
          </Button>
        </li>
      ))}
    </ul>
  );
}

import { createContext, use, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Button } from '@/components/button';
import { ClashDialogHost, preloadClashDialog } from './clash-dialog-host';
import { carriesFiles, droppedFiles, pickedFiles, type PickedFile } from './dropped-files';
import { UploadPanel } from './upload-panel';
import type { UploadTarget } from './upload-target';
import { useUploads } from './use-uploads';
import '@/styles/files-upload.css';

export type { UploadTarget } from './upload-target';

interface UploadActions {
  pickFiles: () => void;
  pickFolder: () => void;
}

const UploadContext = createContext<UploadActions | null>(null);

/**
 * Wraps the folder's list: files or whole folders dropped anywhere on it upload into the target, with
 * per-file progress and cancel (UploadPanel), a Skip / Rename / Replace choice on name clashes, and the
 * quota checked before anything is sent. Keyboard users reach the same through UploadButton.
 */
export function UploadArea({ target, children }: { target: UploadTarget; children: ReactNode }): ReactNode {
  const uploads = useUploads(target);
  const canUpload = target.folder.can_upload !== false;
  const filesInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  // dragenter and dragleave fire for every child crossed; the overlay stays while the count is above zero.
  const depth = useRef(0);
  const [dragging, setDragging] = useState(false);

  const start = (picked: PickedFile[]) => {
    preloadClashDialog();
    void uploads.start(picked);
  };
  const onInput = (input: HTMLInputElement | null) => {
    if (!input?.files) return;
    start(pickedFiles(input.files));
    // The same file picked again must fire change again.
    input.value = '';
  };
  const accepts = (event: DragEvent) => canUpload && carriesFiles(event.dataTransfer);
  const dragProps = {
    onDragEnter: (event: DragEvent) => {
      if (!accepts(event)) return;
      event.preventDefault();
      depth.current += 1;
      setDragging(true);
    },
    onDragOver: (event: DragEvent) => {
      if (!accepts(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave: (event: DragEvent) => {
      if (!accepts(event)) return;
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setDragging(false);
    },
    onDrop: (event: DragEvent) => {
      if (!accepts(event)) return;
      event.preventDefault();
      depth.current = 0;
      setDragging(false);
      void droppedFiles(event.dataTransfer).then(start);
    },
  };

  const actions: UploadActions = {
    pickFiles: () => filesInput.current?.click(),
    pickFolder: () => folderInput.current?.click(),
  };
  return (
    <UploadContext value={canUpload ? actions : null}>
      <div className="upload-area" data-dragging={dragging || undefined} {...dragProps}>
        {children}
        {dragging ? (
          <div className="upload-area__overlay" aria-hidden="true">
            <p className="upload-area__overlay-text">Drop files to upload to {target.folder.name}</p>
          </div>
        ) : null}
      </div>
      <input
        ref={filesInput}
        type="file"
        multiple
        hidden
        tabIndex={-1}
        aria-label="Files to upload"
        onChange={(event) => onInput(event.currentTarget)}
      />
      <input
        ref={folderInput}
        type="file"
        multiple
        hidden
        tabIndex={-1}
        aria-label="Folder to upload"
        // React has no typed prop for it; Chromium, Firefox and Safari all pick a folder with it.
        {...{ webkitdirectory: '' }}
        onChange={(event) => onInput(event.currentTarget)}
      />
      <UploadPanel items={uploads.items} queue={uploads.queue} notice={uploads.notice} onDismissNotice={uploads.dismissNotice} />
      <div aria-live="polite" role="status" aria-label="Upload announcements" className="visually-hidden">
        {uploads.announcement}
      </div>
      <ClashDialogHost prompt={uploads.clashPrompt} />
    </UploadContext>
  );
}

/** The "Upload" and "Upload folder" buttons; render them inside UploadArea. Nothing for who cannot upload here. */
export function UploadButton(): ReactNode {
  const actions = use(UploadContext);
  if (!actions) return null;
  return (
    <div className="upload-buttons" role="group" aria-label="Upload">
      <Button variant="primary" onPress={actions.pickFiles}>
        Upload
      </Button>
      <Button variant="secondary" onPress={actions.pickFolder}>
        Upload folder
      </Button>
    </div>
  );
}

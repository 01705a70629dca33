import '@/styles/files-preview.css';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { CanvasFile } from '@/api/schemas/file';
import type { FilesOwner } from '../files-owner';
import { focusPreviewLink } from './focus-preview-link';
import { usePrefetchFile } from './prefetch-file';
import { fileQueries } from '@/api/files';
import { PreviewDialog, type PreviewPosition } from './preview-dialog';
import { PreviewPlaceholder } from './preview-placeholder';

const PARAM = 'preview';

/**
 * When the URL has `?preview=<file id>`, a full-screen viewer of that file with previous / next over `files`
 * (the folder's files in list order) and an info panel. The list opens it by linking to `?preview=<id>`; a file
 * that is not among `files` (a deep link into another folder, or a page not loaded yet) is fetched by id.
 *
 * Stepping replaces the history entry and closing replaces it too: Back then leaves the viewer in one press
 * (the phone's back gesture closes it) instead of replaying every file looked at (docs/decisions: preview viewer).
 */
export function FilePreviewHost({ owner, files }: { owner: FilesOwner; files: CanvasFile[] }) {
  const [params, setParams] = useSearchParams();
  const raw = params.get(PARAM);
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;

  const show = useCallback(
    (next: number | null) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === null) updated.delete(PARAM);
          else updated.set(PARAM, String(next));
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  // Closing returns focus to the link of the file last shown (after stepping, not the one first opened).
  const lastShown = useRef<number | null>(null);
  useEffect(() => {
    if (id !== null) lastShown.current = id;
    else if (lastShown.current !== null) {
      focusPreviewLink(lastShown.current);
      lastShown.current = null;
    }
  }, [id]);

  if (id === null) return null;
  return <PreviewSession owner={owner} files={files} id={id} show={show} />;
}

function PreviewSession({ owner, files, id, show }: { owner: FilesOwner; files: CanvasFile[]; id: number; show: (id: number | null) => void }) {
  const index = files.findIndex((file) => file.id === id);
  const listed = index >= 0 ? files[index] : undefined;
  const fetched = useQuery({ ...fileQueries.detail(id), enabled: listed === undefined });
  const licenses = useQuery(fileQueries.licenses(owner));
  const file = listed ?? fetched.data;
  const previous = index > 0 ? files[index - 1] : undefined;
  const next = index >= 0 ? files[index + 1] : undefined;
  usePrefetchFile(next);

  const onClose = () => show(null);
  if (!file) {
    return (
<PreviewPlaceholder onClose={onClose} message={fetched.isError ? 'This file could not be found, or you may not see it.' : null} />
    );
  }
  const position: PreviewPosition | null =
    index >= 0
      ? {
          index,
          total: files.length,
          onPrevious: previous ? () => show(previous.id) : undefined,
          onNext: next ? () => show(next.id) : undefined,
        }
      : null;
  return <PreviewDialog file={file} position={position} licenses={licenses.data} onClose={onClose} />;
}

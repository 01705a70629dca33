import '@/styles/files-preview.css';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { CanvasFile } from '@/api/schemas/file';
import type { FilesOwner } from '../files-owner';
import { focusPreviewLink } from './focus-preview-link';
import { useOwnerTimeZone } from '../owner-time-zone';
import { usePrefetchFile } from './prefetch-file';
import { fileQueries } from '@/api/files';
import { PreviewDialog, type PreviewPosition } from './preview-dialog';
import { PreviewPlaceholder } from './preview-placeholder';
import { idFromText, type CanvasId } from '@/api/schemas/ids';

const PARAM = 'preview';

/**
 * When the URL has `?preview=<file id>`, a full-screen viewer of that file with previous / next over `files`
 * (the folder's files in list order) and an info panel. The list opens it by linking to `?preview=<id>`; a file
 * that is not among `files` (a deep link into another folder, or a page not loaded yet) is fetched by id.
 *
 * Stepping replaces the history entry and closing replaces it too: Back then leaves the viewer in one press
 * (the phone's back gesture closes it) instead of replaying every file looked at (docs/decisions: preview viewer).
 */
export interface FilePreviewHostProps {
  owner: FilesOwner;
  /** The folder's files loaded so far, in list order: previous / next step through them. */
  files: CanvasFile[];
  /** The list has more pages than `files` holds: stepping near the end asks for the next one with `fetchMore`. */
  hasMore?: boolean;
  fetchMore?: () => void;
}

export function FilePreviewHost({ owner, files, hasMore = false, fetchMore }: FilePreviewHostProps) {
  const [params, setParams] = useSearchParams();
  const raw = params.get(PARAM);
  const id = idFromText(raw) ?? null;

  const show = useCallback(
    (next: CanvasId | null) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === null) updated.delete(PARAM);
          else updated.set(PARAM, next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  // Closing returns focus to the link of the file last shown (after stepping, not the one first opened).
  const lastShown = useRef<CanvasId | null>(null);
  useEffect(() => {
    if (id !== null) lastShown.current = id;
    else if (lastShown.current !== null) {
      focusPreviewLink(lastShown.current);
      lastShown.current = null;
    }
  }, [id]);

  if (id === null) return null;
  return <PreviewSession owner={owner} files={files} hasMore={hasMore} fetchMore={fetchMore} id={id} show={show} />;
}

type SessionProps = Omit<FilePreviewHostProps, 'hasMore'> & { hasMore: boolean; id: CanvasId; show: (id: CanvasId | null) => void };

function PreviewSession({ owner, files, hasMore, fetchMore, id, show }: SessionProps) {
  const index = files.findIndex((file) => file.id === id);
  // Two files before the end of what is loaded, the next page is asked for, so Next is ready when reached.
  // Asked once per length: a new fetchMore each render must not restart the request in flight.
  const nearEnd = index >= 0 && index >= files.length - 2;
  const askedAt = useRef(-1);
  useEffect(() => {
    if (!nearEnd || !hasMore || askedAt.current === files.length) return;
    askedAt.current = files.length;
    fetchMore?.();
  }, [nearEnd, hasMore, fetchMore, files.length]);
  const listed = index >= 0 ? files[index] : undefined;
  const fetched = useQuery({ ...fileQueries.detail(id), enabled: listed === undefined });
  const licenses = useQuery(fileQueries.licenses(owner));
  const timeZone = useOwnerTimeZone(owner);
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
          more: hasMore,
          onPrevious: previous ? () => show(previous.id) : undefined,
          onNext: next ? () => show(next.id) : undefined,
        }
      : null;
  return <PreviewDialog file={file} position={position} licenses={licenses.data} timeZone={timeZone} onClose={onClose} />;
}

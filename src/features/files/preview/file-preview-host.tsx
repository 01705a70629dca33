import '@/styles/files-preview.css';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { CanvasFile } from '@/api/schemas/file';
import type { FilesOwner } from '../files-owner';
import { focusPreviewLink } from './focus-preview-link';
import { lazyOverlay } from '@/components/dialog/lazy-overlay';
import { idFromText, type CanvasId } from '@/api/schemas/ids';

// The viewer, its file kinds and React Aria's modal load when a file's link is hovered or focused, or a preview opens.
const PreviewSession = lazyOverlay(() => import('./preview-session').then((module) => module.PreviewSession));

export const preloadPreview = PreviewSession.preload;

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
  return <PreviewSession owner={owner} files={files} hasMore={hasMore} fetchMore={fetchMore} id={id} show={show} onClose={() => show(null)} />;
}

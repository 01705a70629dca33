import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { fileQueries } from '@/api/files';
import type { CanvasId } from '@/api/schemas/ids';
import { useOwnerTimeZone } from '../owner-time-zone';
import type { FilePreviewHostProps } from './file-preview-host';
import { usePrefetchFile } from './prefetch-file';
import { PreviewDialog, type PreviewPosition } from './preview-dialog';
import { PreviewPlaceholder } from './preview-placeholder';

export type PreviewSessionProps = Omit<FilePreviewHostProps, 'hasMore'> & {
  hasMore: boolean;
  id: CanvasId;
  show: (id: CanvasId | null) => void;
  onClose: () => void;
};

/** The viewer of one file and its neighbours (file-preview-host.tsx loads it when a preview opens). */
export function PreviewSession({ owner, files, hasMore, fetchMore, id, show, onClose }: PreviewSessionProps) {
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

import type { ReactNode } from 'react';
import type { CanvasFile } from '@/api/schemas/file';
import type { FilesOwner } from '../files-owner';

/**
 * STUB (owned by the preview part): when the URL has `?preview=<file id>`, a full-screen viewer of that file
 * (image, PDF, text, audio, video) with previous / next over `files` (the folder's files in list order) and an
 * info panel. The list opens it by linking to `?preview=<id>`; closing removes the parameter.
 */
export function FilePreviewHost(_props: { owner: FilesOwner; files: CanvasFile[] }): ReactNode {
  return null;
}

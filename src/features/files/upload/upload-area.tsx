import type { ReactNode } from 'react';
import type { CanvasFolder } from '@/api/schemas/folder';
import type { FilesOwner } from '../files-owner';

/** Where dropped or picked files go: the folder the browser shows. */
export type UploadTarget = { owner: FilesOwner; folder: CanvasFolder };

/**
 * STUB (owned by the upload part): wraps the folder's list; files or folders dropped anywhere on it upload into
 * the target, with per-file progress, cancel, and a Skip / Rename / Replace choice on name clashes.
 */
export function UploadArea({ children }: { target: UploadTarget; children: ReactNode }): ReactNode {
  return children;
}

/** STUB (owned by the upload part): the "Upload" button; render it inside UploadArea. */
export function UploadButton(): ReactNode {
  return null;
}

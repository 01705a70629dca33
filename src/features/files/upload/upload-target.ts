import type { CanvasFolder } from '@/api/schemas/folder';
import type { FilesOwner } from '../files-owner';

/** Where dropped or picked files go: the folder the browser shows. */
export type UploadTarget = { owner: FilesOwner; folder: CanvasFolder };

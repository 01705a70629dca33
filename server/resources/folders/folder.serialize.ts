import type { FileRights } from '../files/file-owner';
import { isHidden, isLockedNow, type FolderRow } from './folder-row';

export type FolderJsonOptions = {
  /** The scheme and host the client used (canvas/urls.ts requestOrigin). */
  origin: string;
  /** can_view_hidden_files: managers see hidden and locked state as plain facts, never "for user". */
  seesHidden: boolean;
  rights: FileRights;
  counts: { files: number; folders: number };
  /** Folder#hidden?: the folder or any folder above it is hidden. */
  hidden: boolean;
};

/**
 * Folder JSON (docs/canvas-contract.md §7.4), after canvas-lms lib/api/v1/folders.rb `folder_json`: locked_for_user is
 * Folder#currently_locked (the flag, a lock window, or hidden) and both *_for_user fields are false for those who
 * see hidden files; `hidden` is inherited from the folders above, as Folder#hidden? is; can_upload is the policy's manage_contents via manage_files_add, never on a submissions folder.
 */
export function folderJson(folder: FolderRow, options: FolderJsonOptions): Record<string, unknown> {
  const { hidden } = options;
  const forSubmissions = folder.submission_context_code !== null;
  return {
    id: folder.id,
    name: folder.name,
    full_name: folder.full_name,
    context_id: folder.context_id,
    context_type: folder.context_type,
    parent_folder_id: folder.parent_folder_id,
    created_at: folder.created_at,
    updated_at: folder.updated_at,
    lock_at: folder.lock_at,
    unlock_at: folder.unlock_at,
    position: folder.position,
    locked: folder.locked === 1,
    folders_url: `${options.origin}/api/v1/folders/${folder.id}/folders`,
    files_url: `${options.origin}/api/v1/folders/${folder.id}/files`,
    files_count: options.counts.files,
    folders_count: options.counts.folders,
    hidden,
    locked_for_user: options.seesHidden ? false : isLockedNow(folder) || isHidden(folder),
    hidden_for_user: options.seesHidden ? false : hidden,
    for_submissions: forSubmissions,
    can_upload: !forSubmissions && options.rights.add,
  };
}

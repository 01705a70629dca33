import type { CanvasFolder } from '@/api/schemas/folder';
import type { BrowserItem, FilesOwner } from '../files-owner';
import { useBulkRunner } from './use-file-actions';

/**
 * Moves items into a folder (drag and drop in the list or tree lands here) through the same bulk runner as "Move
 * to…": optimistic, with progress and per-item results, a 409 name clash offering "Keep both".
 */
export function useMoveItems(owner: FilesOwner): (items: BrowserItem[], destination: CanvasFolder) => void {
  const { move } = useBulkRunner(owner);
  return (items, destination) => {
    // Dropping a folder on itself or a file where it already is would do nothing.
    const moving = items.filter((item) => (item.kind === 'file' ? item.file.folder_id !== destination.id : item.folder.id !== destination.id && item.folder.parent_folder_id !== destination.id));
    if (moving.length > 0) move(moving, destination);
  };
}


import * as clock from '../../canvas/clock';
import type { Db } from '../../canvas/context';
import type { FileOwner } from '../files/file-owner';
import type { FolderRow } from './folder-row';
import { openToLearners, ownerFolders } from './folders.store';

/**
 * The one rule for what a learner may see of an owner's folders: a folder is open when it and every folder above
 * it is neither hidden nor locked now (Folder.all_visible_folder_ids; Canvas checks hidden on the folder itself
 * only, Lectern also hides what sits inside a hidden folder). Returns the ids of the active folders that are not
 * open, including those whose parent is gone.
 */
function closedToLearners(folders: FolderRow[], now = clock.now()): Set<number> {
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const verdict = new Map<number, boolean>();
  const isOpen = (folder: FolderRow, depth = 0): boolean => {
    const known = verdict.get(folder.id);
    if (known !== undefined) return known;
    const parent = folder.parent_folder_id === null ? undefined : byId.get(folder.parent_folder_id);
    const parentOpen = folder.parent_folder_id === null || (parent !== undefined && depth < 1000 && isOpen(parent, depth + 1));
    const open = parentOpen && openToLearners(folder, now);
    verdict.set(folder.id, open);
    return open;
  };
  return new Set(folders.filter((folder) => !isOpen(folder)).map((folder) => folder.id));
}

/** The owner's folders a learner may see. */
export function learnerVisible(folders: FolderRow[], now = clock.now()): FolderRow[] {
  const closed = closedToLearners(folders, now);
  return folders.filter((folder) => !closed.has(folder.id));
}

/** The ids of the owner's folders a learner cannot see into. */
export function closedFolderIds(db: Db, owner: Pick<FileOwner, 'type' | 'id'>, now = clock.now()): Set<number> {
  return closedToLearners(ownerFolders(db, owner.type, owner.id), now);
}

import * as clock from '../../canvas/clock';
import type { AppContext } from '../../canvas/context';
import { forbidden, notFound } from '../../canvas/errors';
import { requestOrigin } from '../../canvas/urls';
import { managesFiles, ownerRights, type FileOwner } from '../files/file-owner';
import { isHidden, type FolderRow } from './folder-row';
import { folderChain, folderCounts, openToLearners } from './folders.store';
import { folderJson } from './folder.serialize';

/**
 * The Folder policy's read_contents: managers (read_as_admin or any manage_files right) always; readers with
 * read_files when the folder and every folder above it is neither hidden nor locked. Canvas checks hidden on the
 * folder itself only; Lectern also hides what sits inside a hidden folder (the rule for students).
 */
export function mayReadContents(c: AppContext, owner: FileOwner, folder: FolderRow): boolean {
  if (managesFiles(owner.rights)) return true;
  if (!owner.rights.readFiles) return false;
  const now = clock.now();
  return folderChain(c.get('deps').db, folder).every((f) => openToLearners(f, now));
}

/** The owner of a folder with the caller's rights in it; an owner that no longer exists hides the folder (404). */
export function folderOwner(c: AppContext, folder: FolderRow): FileOwner {
  const rights = ownerRights(c, folder.context_type, folder.context_id);
  if (!rights) throw notFound();
  return { type: folder.context_type, id: folder.context_id, rights };
}

/** authorized_action(@folder, :read_contents): 403 when refused. */
export function requireReadContents(c: AppContext, owner: FileOwner, folder: FolderRow): void {
  if (!mayReadContents(c, owner, folder)) throw forbidden();
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * Folder.by_name (a Unicode collation key of the name, then id), or with sort_by=position Folder.by_position
 * (position, unset last, then id); canvas-lms FoldersController#api_index and #list_all_folders.
 */
export function sortFolders(folders: FolderRow[], sortBy: string | undefined): FolderRow[] {
  const byId = (a: FolderRow, b: FolderRow) => a.id - b.id;
  if (sortBy === 'position') {
    const rank = (f: FolderRow) => f.position ?? Number.MAX_SAFE_INTEGER;
    return [...folders].sort((a, b) => rank(a) - rank(b) || byId(a, b));
  }
  return [...folders].sort((a, b) => collator.compare(a.name, b.name) || byId(a, b));
}

/** Renders folders for the caller with their counts. */
export function renderFolders(c: AppContext, owner: FileOwner, folders: FolderRow[]): Record<string, unknown>[] {
  const { db } = c.get('deps');
  const origin = requestOrigin(c);
  const seesHidden = managesFiles(owner.rights);
  return folders.map((folder) =>
    folderJson(folder, {
      origin,
      seesHidden,
      rights: owner.rights,
      counts: folderCounts(db, folder.id, seesHidden),
      hidden: folderChain(db, folder).some(isHidden),
    }),
  );
}

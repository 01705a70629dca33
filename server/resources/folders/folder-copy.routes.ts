import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../canvas/context';
import { badRequest, forbidden, notFound } from '../../canvas/errors';
import { pathId } from '../../canvas/ids';
import { json } from '../../canvas/respond';
import { changesFiles, ownerRights } from '../files/file-owner';
import { ownerQuotaBytes, quotaUsed } from '../files/quota';
import { copiedBytes, copyFolderTree } from './folder-copy';
import { folderOwner, renderFolders } from './folder-read';
import { manageContents } from './folder-tree';
import { findActiveFolder, folderChain } from './folders.store';

/** source_folder_id as sent: blank (absent, empty) is Canvas's 400; anything that is not an id names no folder. */
function sourceFolderId(c: AppContext): number {
  const raw = c.get('params').source_folder_id;
  const text = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : '';
  if (text === '') throw badRequest('source_folder_id must be provided');
  return /^\d{1,15}$/.test(text) ? Number(text) : -1;
}

/**
 * Copy folder (docs/canvas-contract.md §3.14), after canvas-lms FoldersController#copy_folder, in its order: source_folder_id
 * given; manage_contents on the destination; the source exists; it does not contain the destination; a
 * file-management right in the source's owner; :create (manage_files_add) in the destination's owner. Lectern
 * also checks the destination owner's quota for the copied bytes, since its copies count towards the quota
 * (decision 0023). The deep copy is one transaction; 200 with the new Folder.
 */
export function folderCopyRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/folders/:dest_folder_id/copy_folder', (c) => {
    const { db } = c.get('deps');
    const sourceId = sourceFolderId(c);
    const destination = findActiveFolder(db, pathId(c, 'dest_folder_id'));
    if (!destination) throw notFound();
    const owner = folderOwner(c, destination);
    if (!manageContents(owner.rights, destination)) throw forbidden();
    const source = findActiveFolder(db, sourceId);
    if (!source) throw notFound();
    if (folderChain(db, destination).some((f) => f.id === source.id)) throw badRequest('source folder may not contain destination folder');
    const sourceRights = ownerRights(c, source.context_type, source.context_id);
    if (!sourceRights) throw notFound();
    if (!changesFiles(sourceRights) || !owner.rights.add) throw forbidden();
    const copy = db.transaction(() => {
      if (quotaUsed(db, owner) + copiedBytes(db, source) > ownerQuotaBytes(db, owner)) throw badRequest('file size exceeds quota');
      return copyFolderTree(db, source, destination);
    }).immediate();
    const [rendered] = renderFolders(c, owner, [copy]);
    return json(c, rendered);
  });
}

import { Hono } from 'hono';
import { isExactlyTrue } from '../../canvas/coerce';
import type { AppEnv, Db } from '../../canvas/context';
import { nowIso } from '../../canvas/dates';
import { badRequest, forbidden, notFound } from '../../canvas/errors';
import { pathId } from '../../canvas/ids';
import { json } from '../../canvas/respond';
import { releaseBlobs } from '../files/release-blobs';
import { folderOwner, renderFolders } from './folder-read';
import type { FolderRow } from './folder-row';
import { activeSubtree, hasContents, mayDelete } from './folder-tree';
import { findActiveFolder } from './folders.store';
import { prepared } from '../../db/statements';

/**
 * Folder#destroy: the folder, every active folder below it and every live file in them are marked deleted in one
 * transaction. Returns the storage keys the files held, for releaseBlobs once it has committed.
 */
function destroyFolder(db: Db, folder: FolderRow): string[] {
  return db.transaction(() => {
    const now = nowIso();
    const keys: string[] = [];
    const files = prepared<[number], { id: number; storage_key: string | null }>(db,
      `SELECT id, storage_key FROM attachments WHERE folder_id = ? AND workflow_state <> 'deleted'`,
    );
    const deleteFile = prepared(db, `UPDATE attachments SET workflow_state = 'deleted', updated_at = ? WHERE id = ?`);
    const deleteFolder = prepared(db, `UPDATE folders SET workflow_state = 'deleted', updated_at = ? WHERE id = ?`);
    for (const f of activeSubtree(db, folder.id)) {
      for (const file of files.all(f.id)) {
        deleteFile.run(now, file.id);
        if (file.storage_key !== null) keys.push(file.storage_key);
      }
      deleteFolder.run(now, f.id);
    }
    return keys;
  }).immediate();
}

/**
 * Delete folder (docs/canvas-contract.md §3.13), after canvas-lms FoldersController#api_destroy: :delete on the folder
 * (manage_files_delete), never the root, a non-empty folder only with force=true. 200 with the Folder as deleted.
 */
export function folderDeleteRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().delete('/folders/:id', (c) => {
    const { db, blobs } = c.get('deps');
    const folder = findActiveFolder(db, pathId(c, 'id'));
    if (!folder) throw notFound();
    const owner = folderOwner(c, folder);
    if (!mayDelete(owner.rights, folder)) throw forbidden();
    if (folder.parent_folder_id === null) throw badRequest("Can't delete the root folder");
    if (hasContents(db, folder.id) && !isExactlyTrue(c.get('params').force)) throw badRequest("Can't delete a folder with content");
    const keys = destroyFolder(db, folder);
    releaseBlobs(db, blobs, keys);
    const deleted = prepared<[number], FolderRow>(db, 'SELECT * FROM folders WHERE id = ?').get(folder.id) ?? folder;
    const [rendered] = renderFolders(c, owner, [deleted]);
    return json(c, rendered);
  });
}

import type { Db } from '../../canvas/context';
import { nowIso } from '../../canvas/dates';
import { insertCopy } from '../files/file-copy.routes';
import type { FileOwner } from '../files/file-owner';
import type { FileRow } from '../files/file-row';
import { copyUsageRights } from '../files/usage-rights/usage-rights.store';
import { uniqueFolderName } from './folder-create';
import type { FolderRow } from './folder-row';
import { activeSubtree } from './folder-tree';
import { findActiveFolder } from './folders.store';
import { prepared } from '../../db/statements';

/** The live files directly inside the given folders, as a copy takes them (hidden and locked ones too). */
function liveFiles(db: Db, folderIds: number[]): FileRow[] {
  const select = prepared<[number], FileRow>(db, `SELECT * FROM attachments WHERE folder_id = ? AND workflow_state = 'processed' ORDER BY id`);
  return folderIds.flatMap((id) => select.all(id));
}

/** The bytes a copy of the folder would add to an owner's quota (Attachment.get_quota counts small files as 512). */
export function copiedBytes(db: Db, source: FolderRow): number {
  const files = liveFiles(db, activeSubtree(db, source.id).map((f) => f.id));
  return files.reduce((sum, file) => sum + Math.max(file.size, 512), 0);
}

/** Whether the owner already has an active folder of this unique_type (Folder#clone_for then drops the type). */
const ownerHasUniqueType = (db: Db, owner: Pick<FileOwner, 'type' | 'id'>, uniqueType: string) =>
  prepared<[string, number, string], { id: number }>(db,
      `SELECT id FROM folders WHERE context_type = ? AND context_id = ? AND unique_type = ? AND workflow_state <> 'deleted' LIMIT 1`,
    )
    .get(owner.type, owner.id, uniqueType) !== undefined;

/**
 * Folder#clone_for(everything: true, force_copy: true): the source folder and everything active below it, copied
 * under the destination for its owner. Folders keep their state (hidden, locked, dates, position) and get a
 * numbered name where a sibling has theirs; files are copied as copy_file copies them (files/file-copy.routes.ts
 * insertCopy: new rows sharing the original's bytes, usage rights carried to the new owner). Call inside a
 * transaction. Returns the new top folder.
 */
export function copyFolderTree(db: Db, source: FolderRow, destination: FolderRow): FolderRow {
  const owner = { type: destination.context_type, id: destination.context_id };
  const now = nowIso();
  const insertFolder = prepared(db,
    `INSERT INTO folders (context_type, context_id, parent_folder_id, name, full_name, position, locked, hidden, lock_at,
       unlock_at, unique_type, workflow_state, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const tree = activeSubtree(db, source.id);
  const copies = new Map<number, FolderRow>();
  for (const folder of tree) {
    const parent = folder.id === source.id ? destination : copies.get(folder.parent_folder_id ?? -1);
    // A folder whose parent was not copied cannot occur: the tree lists parents first.
    if (!parent) continue;
    const name = uniqueFolderName(db, parent.id, folder.name);
    const uniqueType = folder.unique_type !== null && !ownerHasUniqueType(db, owner, folder.unique_type) ? folder.unique_type : null;
    const result = insertFolder.run(
      owner.type, owner.id, parent.id, name, `${parent.full_name}/${name}`, folder.position, folder.locked, folder.hidden,
      folder.lock_at, folder.unlock_at, uniqueType, folder.workflow_state, now, now,
    );
    const copy = findActiveFolder(db, Number(result.lastInsertRowid));
    if (!copy) throw new Error('folder copy was not created');
    copies.set(folder.id, copy);
  }
  for (const file of liveFiles(db, tree.map((f) => f.id))) {
    const folder = file.folder_id === null ? undefined : copies.get(file.folder_id);
    if (folder) insertCopy(db, file, folder, file.display_name, copyUsageRights(db, file.usage_rights_id, owner), now);
  }
  const top = copies.get(source.id);
  if (!top) throw new Error('folder copy was not created');
  return top;
}

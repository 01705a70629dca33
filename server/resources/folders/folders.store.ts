import * as clock from '../../canvas/clock';
import type { Db } from '../../canvas/context';
import { nowIso } from '../../canvas/dates';
import type { OwnerType } from '../files/file-owner';
import { isHidden, isLockedNow, type FolderRow } from './folder-row';
import { prepared } from '../../db/statements';

/** Folder.root_folder_name_for_context. */
export const ROOT_NAMES: Record<OwnerType, string> = { Course: 'course files', Group: 'files', User: 'my files' };

export function findActiveFolder(db: Db, id: number): FolderRow | undefined {
  return prepared<[number], FolderRow>(db, `SELECT * FROM folders WHERE id = ? AND workflow_state <> 'deleted'`).get(id);
}

/** Every active folder of the owner, root included (Context#active_folders). */
export function ownerFolders(db: Db, type: OwnerType, id: number): FolderRow[] {
  return prepared<[string, number], FolderRow>(db, `SELECT * FROM folders WHERE context_type = ? AND context_id = ? AND workflow_state <> 'deleted'`)
    .all(type, id);
}

/** Folder#active_sub_folders. */
export function activeSubfolders(db: Db, parentId: number): FolderRow[] {
  return prepared<[number], FolderRow>(db, `SELECT * FROM folders WHERE parent_folder_id = ? AND workflow_state <> 'deleted'`)
    .all(parentId);
}

/** The folder and its ancestors, the folder first. */
export function folderChain(db: Db, folder: FolderRow): FolderRow[] {
  const chain = [folder];
  let current = folder;
  while (current.parent_folder_id !== null && chain.length < 1000) {
    const parent = prepared<[number], FolderRow>(db, 'SELECT * FROM folders WHERE id = ?').get(current.parent_folder_id);
    if (!parent) break;
    chain.push(parent);
    current = parent;
  }
  return chain;
}

/**
 * Folder.root_folders: the owner's active parentless folder of the root name, created when the owner has none
 * (every owner has exactly one root, so a lookup never fails for lack of it).
 */
export function ensureRootFolder(db: Db, type: OwnerType, id: number): FolderRow {
  const name = ROOT_NAMES[type];
  const find = () =>
    prepared<[string, number, string], FolderRow>(db,
        `SELECT * FROM folders WHERE context_type = ? AND context_id = ? AND parent_folder_id IS NULL AND name = ?
           AND workflow_state <> 'deleted' ORDER BY id LIMIT 1`,
      )
      .get(type, id, name);
  return db.transaction(() => {
    const existing = find();
    if (existing) return existing;
    const now = nowIso();
    prepared(db,
      `INSERT INTO folders (context_type, context_id, name, full_name, workflow_state, created_at, updated_at)
       VALUES (?, ?, ?, ?, 'visible', ?, ?)`,
    ).run(type, id, name, name, now, now);
    const created = find();
    if (!created) throw new Error('root folder was not created');
    return created;
  }).immediate();
}

/** A folder a learner may see: neither hidden nor locked (now). */
export const openToLearners = (folder: FolderRow, now = clock.now()) => !isHidden(folder) && !isLockedNow(folder, now);

/** Folder counts for its JSON: files and subfolders directly inside, as the caller may see them. */
export function folderCounts(db: Db, folderId: number, seesHidden: boolean): { files: number; folders: number } {
  const files = prepared<[number], { n: number }>(db,
      seesHidden
        ? `SELECT COUNT(*) AS n FROM attachments WHERE folder_id = ? AND workflow_state NOT IN ('deleted', 'pending_upload')`
        : `SELECT COUNT(*) AS n FROM attachments WHERE folder_id = ? AND workflow_state = 'processed' AND hidden = 0`,
    )
    .get(folderId);
  const folders = prepared<[number], { n: number }>(db,
      seesHidden
        ? `SELECT COUNT(*) AS n FROM folders WHERE parent_folder_id = ? AND workflow_state <> 'deleted'`
        : `SELECT COUNT(*) AS n FROM folders WHERE parent_folder_id = ? AND workflow_state = 'visible' AND hidden = 0`,
    )
    .get(folderId);
  return { files: files?.n ?? 0, folders: folders?.n ?? 0 };
}

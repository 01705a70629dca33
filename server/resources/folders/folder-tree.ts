import type { Db } from '../../canvas/context';
import type { FileRights } from '../files/file-owner';
import type { FolderRow } from './folder-row';
import { prepared } from '../../db/statements';

/**
 * The folder and every active folder below it, parents before children (a recursive query, as Folder#destroy's
 * associated_folders). Deleted folders and what sits under them are left out: they are gone already.
 */
export function activeSubtree(db: Db, folderId: number): FolderRow[] {
  return prepared<[number], FolderRow>(db,
      `WITH RECURSIVE tree(id, depth) AS (
         SELECT id, 0 FROM folders WHERE id = ? AND workflow_state <> 'deleted'
         UNION ALL
         SELECT f.id, tree.depth + 1 FROM folders f JOIN tree ON f.parent_folder_id = tree.id
          WHERE f.workflow_state <> 'deleted' AND tree.depth < 1000
       )
       SELECT folders.* FROM tree JOIN folders ON folders.id = tree.id ORDER BY tree.depth, folders.id`,
    )
    .all(folderId);
}

/** Folder#has_contents?: any active file or active subfolder directly inside (an upload still pending is no file yet). */
export function hasContents(db: Db, folderId: number): boolean {
  const row = prepared<[number, number], { n: number }>(db,
      `SELECT (SELECT COUNT(*) FROM attachments WHERE folder_id = ? AND workflow_state NOT IN ('deleted', 'pending_upload'))
            + (SELECT COUNT(*) FROM folders WHERE parent_folder_id = ? AND workflow_state <> 'deleted') AS n`,
    )
    .get(folderId, folderId);
  return (row?.n ?? 0) > 0;
}

/** The Folder policy's manage_contents: any file-management right, never in a submissions folder. */
export const manageContents = (rights: FileRights, folder: FolderRow) =>
  folder.submission_context_code === null && (rights.add || rights.edit || rights.remove);

/** The Folder policy's :update (manage_files_edit) and :delete (manage_files_delete), never on a submissions folder. */
export const mayUpdate = (rights: FileRights, folder: FolderRow) => folder.submission_context_code === null && rights.edit;
export const mayDelete = (rights: FileRights, folder: FolderRow) => folder.submission_context_code === null && rights.remove;

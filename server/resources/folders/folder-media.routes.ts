import { Hono } from 'hono';
import type { AppEnv, Db } from '../../canvas/context';
import { nowIso } from '../../canvas/dates';
import { json } from '../../canvas/respond';
import { changesFiles, loadOwner, OWNER_PATHS, ownerRights, type FileOwner } from '../files/file-owner';
import { uniqueFolderName } from './folder-create';
import { renderFolders } from './folder-read';
import type { FolderRow } from './folder-row';
import { ensureRootFolder, findActiveFolder } from './folders.store';
import { prepared } from '../../db/statements';

/** Folder::MEDIA_TYPE, the unique_type that marks an owner's one "Uploaded Media" folder. */
const MEDIA_TYPE = 'media';

/**
 * Folder.media_folder (Folder.unique_folder): the owner's active folder of unique_type `media`, else a new hidden
 * "Uploaded Media" under the root (numbered if a sibling has the name), in one transaction so two first calls
 * cannot make two.
 */
function mediaFolder(db: Db, owner: Pick<FileOwner, 'type' | 'id'>): FolderRow {
  const find = () =>
    prepared<[string, number, string], FolderRow>(db,
        `SELECT * FROM folders WHERE context_type = ? AND context_id = ? AND unique_type = ? AND workflow_state <> 'deleted'
          ORDER BY id LIMIT 1`,
      )
      .get(owner.type, owner.id, MEDIA_TYPE);
  return db.transaction(() => {
    const existing = find();
    if (existing) return existing;
    const root = ensureRootFolder(db, owner.type, owner.id);
    const name = uniqueFolderName(db, root.id, 'Uploaded Media');
    const now = nowIso();
    const { lastInsertRowid } = prepared(db,
        `INSERT INTO folders (context_type, context_id, parent_folder_id, name, full_name, hidden, unique_type, workflow_state,
           created_at, updated_at) VALUES (?, ?, ?, ?, ?, 1, ?, 'hidden', ?, ?)`,
      )
      .run(owner.type, owner.id, root.id, name, `${root.full_name}/${name}`, MEDIA_TYPE, now, now);
    const created = findActiveFolder(db, Number(lastInsertRowid));
    if (!created) throw new Error('media folder was not created');
    return created;
  }).immediate();
}

/**
 * Get uploaded media folder for user (docs/canvas-contract.md §3.12), after canvas-lms FoldersController#media_folder:
 * read_files on the course or group; those with a file-management right there get its own folder, everyone else
 * their personal one. Not routed for users (canvas-lms config/routes.rb), so /users/:id/folders/media is a 404.
 */
export function folderMediaRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  for (const path of OWNER_PATHS.filter((p) => p.type !== 'User')) {
    app.get(`/${path.prefix}/:${path.param}/folders/media`, (c) => {
      const owner = loadOwner(c, path);
      const callerId = c.get('caller').id;
      const personal = changesFiles(owner.rights) ? undefined : ownerRights(c, 'User', callerId);
      const folderContext: FileOwner = personal ? { type: 'User', id: callerId, rights: personal } : owner;
      const [rendered] = renderFolders(c, folderContext, [mediaFolder(c.get('deps').db, folderContext)]);
      return json(c, rendered);
    });
  }
  return app;
}

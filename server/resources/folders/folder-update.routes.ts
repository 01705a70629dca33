import { Hono } from 'hono';
import { z } from 'zod';
import { canvasBoolean, canvasInteger, canvasString } from '../../canvas/coerce';
import type { AppEnv, Db } from '../../canvas/context';
import { nowIso, parseDateParam } from '../../canvas/dates';
import { fieldError, forbidden, notFound, validationFailed } from '../../canvas/errors';
import { pathId } from '../../canvas/ids';
import { json } from '../../canvas/respond';
import { parseParams } from '../../canvas/validate';
import type { FileOwner } from '../files/file-owner';
import { inferFolderName, uniqueFolderName } from './folder-create';
import { folderOwner, renderFolders } from './folder-read';
import type { FolderRow } from './folder-row';
import { activeSubtree, manageContents, mayUpdate } from './folder-tree';
import { ROOT_NAMES, findActiveFolder, folderChain } from './folders.store';
import { prepared } from '../../db/statements';

const updateParams = z.object({
  name: canvasString.optional(),
  parent_folder_id: z.unknown().optional(),
  lock_at: z.unknown().optional(),
  unlock_at: z.unknown().optional(),
  locked: canvasBoolean.optional(),
  hidden: canvasBoolean.optional(),
  position: canvasInteger.nullable().optional(),
});
type UpdateParams = z.output<typeof updateParams>;

/** The folder's new place: the owner's active folder named by parent_folder_id (else 404), with manage_contents. */
function newParent(db: Db, owner: FileOwner, params: UpdateParams): FolderRow | undefined {
  if (params.parent_folder_id === undefined) return undefined;
  const raw = params.parent_folder_id;
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : undefined;
  const parent = id === undefined ? undefined : findActiveFolder(db, id);
  if (!parent || parent.context_type !== owner.type || parent.context_id !== owner.id) throw notFound();
  if (!manageContents(owner.rights, parent)) throw forbidden();
  return parent;
}

/** Folder validations: the root keeps its name, and no folder goes into itself or anything below it. */
function validate(db: Db, folder: FolderRow, name: string, parent: FolderRow | undefined): void {
  if (folder.parent_folder_id === null && name !== folder.name && name !== ROOT_NAMES[folder.context_type]) {
    const message = 'Root folder name cannot be changed';
    throw validationFailed(fieldError('name', message, message));
  }
  if (parent && folderChain(db, parent).some((f) => f.id === folder.id)) {
    const message = 'A folder cannot be the parent of itself';
    throw validationFailed(fieldError('parent_folder_id', message, message));
  }
}

/** full_name of the folder and everything below it, from each parent's (Folder#update_sub_folders). */
function renameSubtree(db: Db, folder: FolderRow, parentFullName: string | null, now: string): void {
  const fullNames = new Map<number, string>();
  const write = prepared(db, 'UPDATE folders SET full_name = ?, updated_at = ? WHERE id = ?');
  for (const f of activeSubtree(db, folder.id)) {
    const above = f.id === folder.id ? parentFullName : f.parent_folder_id === null ? null : (fullNames.get(f.parent_folder_id) ?? null);
    const fullName = above === null ? f.name : `${above}/${f.name}`;
    fullNames.set(f.id, fullName);
    if (fullName !== f.full_name) write.run(fullName, now, f.id);
  }
}

function update(db: Db, folder: FolderRow, params: UpdateParams, parent: FolderRow | undefined): void {
  const lockAt = parseDateParam(params.lock_at, 'lock_at');
  const unlockAt = parseDateParam(params.unlock_at, 'unlock_at');
  const requested = params.name === undefined ? folder.name : inferFolderName(params.name);
  validate(db, folder, requested, parent);
  db.transaction(() => {
    const parentId = parent?.id ?? folder.parent_folder_id;
    const moved = parent !== undefined && parent.id !== folder.parent_folder_id;
    const name = parentId !== null && (moved || requested !== folder.name) ? uniqueFolderName(db, parentId, requested, folder.id) : requested;
    const hidden = params.hidden ?? null;
    const now = nowIso();
    prepared(db,
      `UPDATE folders SET name = ?, parent_folder_id = ?, lock_at = ?, unlock_at = ?, locked = ?, position = ?,
         hidden = COALESCE(?, hidden), workflow_state = COALESCE(?, workflow_state), updated_at = ? WHERE id = ?`,
    ).run(
      name, parentId, lockAt === undefined ? folder.lock_at : lockAt, unlockAt === undefined ? folder.unlock_at : unlockAt,
      params.locked === undefined ? folder.locked : params.locked ? 1 : 0,
      params.position === undefined ? folder.position : params.position,
      hidden === null ? null : hidden ? 1 : 0, hidden === null ? null : hidden ? 'hidden' : 'visible', now, folder.id,
    );
    const parentRow = parentId === null ? undefined : findActiveFolder(db, parentId);
    renameSubtree(db, { ...folder, name }, parentRow?.full_name ?? null, now);
  }).immediate();
}

/**
 * Update folder (docs/canvas-contract.md §3.11), after canvas-lms FoldersController#update: :update on the folder
 * (manage_files_edit), a new parent of the same owner (404 otherwise) with manage_contents; rename and move
 * recompute full_name below; everything in one transaction. 200 with the Folder.
 */
export function folderUpdateRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().put('/folders/:id', (c) => {
    const { db } = c.get('deps');
    const folder = findActiveFolder(db, pathId(c, 'id'));
    if (!folder) throw notFound();
    const owner = folderOwner(c, folder);
    if (!mayUpdate(owner.rights, folder)) throw forbidden();
    const params = parseParams(updateParams, c.get('params'));
    update(db, folder, params, newParent(db, owner, params));
    const updated = findActiveFolder(db, folder.id);
    if (!updated) throw notFound();
    const [rendered] = renderFolders(c, owner, [updated]);
    return json(c, rendered);
  });
}

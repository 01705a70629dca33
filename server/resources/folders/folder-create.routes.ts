import { Hono } from 'hono';
import { z } from 'zod';
import { canvasBoolean, canvasId, canvasInteger, canvasString } from '../../canvas/coerce';
import type { AppContext, AppEnv } from '../../canvas/context';
import { badRequest, forbidden, notFound } from '../../canvas/errors';
import { pathId } from '../../canvas/ids';
import { parseDateParam } from '../../canvas/dates';
import { json } from '../../canvas/respond';
import { parseParams } from '../../canvas/validate';
import { createFolder, inferFolderName, type NewFolder, type Placement } from './folder-create';
import { OWNER_PATHS, ownerPathId, ownerRights, type FileOwner } from '../files/file-owner';
import { folderOwner, renderFolders } from './folder-read';
import { findActiveFolder } from './folders.store';
import { manageContents } from './folder-tree';

const createParams = z.object({
  name: canvasString.optional(),
  parent_folder_id: z.union([canvasId, canvasString]).optional(),
  parent_folder_path: z.unknown().optional(),
  lock_at: z.unknown().optional(),
  unlock_at: z.unknown().optional(),
  locked: canvasBoolean.optional(),
  hidden: canvasBoolean.optional(),
  position: canvasInteger.nullable().optional(),
});
type CreateParams = z.output<typeof createParams>;

const conflict = () => badRequest("Can't set folder path and folder id");

function newFolder(params: CreateParams): NewFolder {
  return {
    name: inferFolderName(params.name ?? ''),
    lockAt: parseDateParam(params.lock_at, 'lock_at') ?? null,
    unlockAt: parseDateParam(params.unlock_at, 'unlock_at') ?? null,
    locked: params.locked ?? false,
    hidden: params.hidden ?? false,
    position: params.position ?? null,
  };
}

/** The checks of FoldersController#create, in its order; everything is written only after all of them pass. */
function authorize(owner: FileOwner, placement: Placement): void {
  // parent_folder_path needs :create on the root; the root is never a submissions folder, so manage_files_add decides.
  if ('path' in placement && !owner.rights.add) throw forbidden();
  if ('folder' in placement && !manageContents(owner.rights, placement.folder)) throw forbidden();
  // :create on the new folder itself.
  if (!owner.rights.add) throw forbidden();
}

function respond(c: AppContext, owner: FileOwner, placement: Placement, params: CreateParams): Response {
  const spec = newFolder(params);
  authorize(owner, placement);
  const created = createFolder(c.get('deps').db, owner, placement, spec);
  const [rendered] = renderFolders(c, owner, [created]);
  return json(c, rendered);
}

/** Owner form: parent_folder_id (an active folder of the owner, else 404), parent_folder_path, or `unfiled`. */
function ownerPlacement(c: AppContext, owner: FileOwner, params: CreateParams): Placement {
  const hasId = params.parent_folder_id !== undefined && params.parent_folder_id !== '';
  const path = typeof params.parent_folder_path === 'string' ? params.parent_folder_path : undefined;
  if (hasId && params.parent_folder_path !== undefined) throw conflict();
  if (hasId) {
    const id = typeof params.parent_folder_id === 'number' ? params.parent_folder_id : undefined;
    const folder = id === undefined ? undefined : findActiveFolder(c.get('deps').db, id);
    if (!folder || folder.context_type !== owner.type || folder.context_id !== owner.id) throw notFound();
    return { folder };
  }
  return path === undefined ? { unfiled: true } : { path };
}

/** Create folder (docs/canvas-contract.md §3.10), after canvas-lms FoldersController#create: 200 with the Folder. */
export function folderCreateRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>().post('/folders/:folder_id/folders', (c) => {
    const params = parseParams(createParams, c.get('params'));
    const parent = findActiveFolder(c.get('deps').db, pathId(c, 'folder_id'));
    if (!parent) throw notFound();
    const owner = folderOwner(c, parent);
    if (params.parent_folder_id !== undefined || params.parent_folder_path !== undefined) throw conflict();
    return respond(c, owner, { folder: parent }, params);
  });
  for (const path of OWNER_PATHS) {
    app.post(`/${path.prefix}/:${path.param}/folders`, (c) => {
      const id = ownerPathId(c, path);
      const rights = ownerRights(c, path.type, id);
      if (!rights) throw notFound();
      const owner: FileOwner = { type: path.type, id, rights };
      const params = parseParams(createParams, c.get('params'));
      return respond(c, owner, ownerPlacement(c, owner, params), params);
    });
  }
  return app;
}

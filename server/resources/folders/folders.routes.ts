import { Hono } from 'hono';
import { z } from 'zod';
import * as clock from '../../canvas/clock';
import { canvasString } from '../../canvas/coerce';
import type { AppContext, AppEnv } from '../../canvas/context';
import { notFound, searchTermTooShort } from '../../canvas/errors';
import { pathId } from '../../canvas/ids';
import { paginateArray } from '../../canvas/pagination';
import { json } from '../../canvas/respond';
import { parseParams } from '../../canvas/validate';
import { loadOwner, managesFiles, OWNER_PATHS, type FileOwner, type OwnerPath } from '../files/file-owner';
import { folderOwner, renderFolders, requireReadContents, sortFolders } from './folder-read';
import { learnerVisible } from './learner-visibility';
import type { FolderRow } from './folder-row';
import { activeSubfolders, ensureRootFolder, findActiveFolder, openToLearners, ownerFolders } from './folders.store';

const listParams = z.object({ sort_by: canvasString.optional(), search_term: canvasString.optional() });

/** sort_by and search_term (SearchTermHelper: at least 2 characters, matched anywhere in the name). */
function listed(c: AppContext, folders: FolderRow[]): FolderRow[] {
  const params = parseParams(listParams, c.get('params'));
  const term = params.search_term?.trim();
  if (term !== undefined && term.length > 0 && term.length < 2) throw searchTermTooShort();
  const needle = term?.toLowerCase();
  const matching = needle ? folders.filter((f) => f.name.toLowerCase().includes(needle)) : folders;
  return sortFolders(matching, params.sort_by);
}

/** A folder of the path, active, with its owner; 404 otherwise. */
function loadFolder(c: AppContext): { folder: FolderRow; owner: FileOwner } {
  const folder = findActiveFolder(c.get('deps').db, pathId(c, 'id'));
  if (!folder) throw notFound();
  return { folder, owner: folderOwner(c, folder) };
}

/**
 * Folder#get_folders_by_component: each name is looked up among the active subfolders (same-named siblings are
 * each tried); for non-managers a hidden or locked folder counts as missing. Undefined when no folder matches.
 */
function walkPath(c: AppContext, from: FolderRow, names: string[], seesHidden: boolean): FolderRow[] | undefined {
  const [name, ...rest] = names;
  if (name === undefined) return [from];
  const now = clock.now();
  const candidates = activeSubfolders(c.get('deps').db, from.id)
    .filter((f) => f.name === name && (seesHidden || openToLearners(f, now)))
    .sort((a, b) => a.id - b.id);
  for (const candidate of candidates) {
    const below = walkPath(c, candidate, rest, seesHidden);
    if (below) return [from, ...below];
  }
  return undefined;
}

/** GET …/folders/by_path[/*full_path] (docs/canvas-contract.md §3.12): a bare array from the root down, never paginated. */
function byPath(c: AppContext, owner: FileOwner, fullPath: string): Response {
  const root = ensureRootFolder(c.get('deps').db, owner.type, owner.id);
  // Ruby's String#split drops trailing empty parts; an empty part inside the path matches no folder.
  const names = fullPath.split('/');
  while (names.length > 0 && names[names.length - 1] === '') names.pop();
  const folders = walkPath(c, root, names, managesFiles(owner.rights));
  if (!folders) throw notFound();
  return json(c, renderFolders(c, owner, folders));
}

/** The owner form of get: `root` or an active folder of that owner (docs/canvas-contract.md §3.9). */
function ownerFolder(c: AppContext, owner: FileOwner): FolderRow {
  const { db } = c.get('deps');
  if (c.req.param('id') === 'root') return ensureRootFolder(db, owner.type, owner.id);
  const folder = findActiveFolder(db, pathId(c, 'id'));
  if (!folder || folder.context_type !== owner.type || folder.context_id !== owner.id) throw notFound();
  return folder;
}

function ownerRoutes(app: Hono<AppEnv>, path: OwnerPath): void {
  const base = `/${path.prefix}/:${path.param}/folders`;
  app
    .get(base, (c) => {
      // list_all_folders: read_files on the owner; learners see only what hidden and locked folders leave reachable.
      const owner = loadOwner(c, path);
      const all = ownerFolders(c.get('deps').db, owner.type, owner.id);
      const folders = listed(c, managesFiles(owner.rights) ? all : learnerVisible(all));
      return json(c, renderFolders(c, owner, paginateArray(c, folders)));
    })
    .get(`${base}/by_path`, (c) => byPath(c, loadOwner(c, path), ''))
    .get(`${base}/by_path/:full_path{.+}`, (c) => byPath(c, loadOwner(c, path), c.req.param('full_path')))
    .get(`${base}/:id`, (c) => {
      const owner = loadOwner(c, path);
      const folder = ownerFolder(c, owner);
      requireReadContents(c, owner, folder);
      const [rendered] = renderFolders(c, owner, [folder]);
      return json(c, rendered);
    });
}

/** Folders, read side (docs/canvas-contract.md §3.7–§3.9, §3.12), after canvas-lms FoldersController. */
export function folderReadRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
    .get('/folders/:id', (c) => {
      const { folder, owner } = loadFolder(c);
      requireReadContents(c, owner, folder);
      const [rendered] = renderFolders(c, owner, [folder]);
      return json(c, rendered);
    })
    .get('/folders/:id/folders', (c) => {
      const { folder, owner } = loadFolder(c);
      requireReadContents(c, owner, folder);
      const now = clock.now();
      const subfolders = activeSubfolders(c.get('deps').db, folder.id);
      const visible = managesFiles(owner.rights) ? subfolders : subfolders.filter((f) => openToLearners(f, now));
      return json(c, renderFolders(c, owner, paginateArray(c, listed(c, visible))));
    });
  for (const path of OWNER_PATHS) ownerRoutes(app, path);
  return app;
}

import { Hono } from 'hono';
import { z } from 'zod';
import { canvasBoolean, canvasId, canvasString } from '../../canvas/coerce';
import type { AppContext, AppEnv } from '../../canvas/context';
import { nowIso, parseDateParam } from '../../canvas/dates';
import { badRequest, fieldError, forbidden, notFound, validationFailed } from '../../canvas/errors';
import { json } from '../../canvas/respond';
import { parseParams } from '../../canvas/validate';
import { loadStoredSettings } from '../courses/course-settings.store';
import { findActiveFolder } from '../folders/folders.store';
import { replaceSameNamed, sameNamedFiles, uniqueFileName } from './duplicate-names';
import type { FileOwner } from './file-owner';
import type { FileRow } from './file-row';
import { duplicateMode, fileOwner, loadFile, truncateName, writtenFileJson } from './file-write';
import { findLiveFile } from './files.store';
import { releaseBlobs } from './release-blobs';
import { prepared } from '../../db/statements';
import { supportsVisibility, VISIBILITY_LEVELS } from './file-visibility';

const updateParams = z.object({
  name: canvasString.optional(),
  parent_folder_id: canvasId.optional(),
  on_duplicate: z.unknown().optional(),
  lock_at: z.unknown().optional(),
  unlock_at: z.unknown().optional(),
  locked: canvasBoolean.optional(),
  hidden: canvasBoolean.optional(),
  visibility_level: canvasString.optional(),
});
type UpdateParams = z.output<typeof updateParams>;

const EXISTS = "file already exists; use on_duplicate='overwrite' or 'rename'";

/** FilesController#api_update: a course requiring usage rights refuses to publish a file that has none. */
function checkPublishable(c: AppContext, file: FileRow, params: UpdateParams): void {
  if (params.locked !== false || file.context_type !== 'Course' || file.usage_rights_id !== null) return;
  if (loadStoredSettings(c.get('deps').db, file.context_id).get('usage_rights_required') === true) {
    throw badRequest('This file must have usage_rights set before it can be published.');
  }
}

/** The destination folder of a move: an active folder of the same owner (else 404) where files may be managed. */
function targetFolderId(c: AppContext, owner: FileOwner, file: FileRow, params: UpdateParams): number | null {
  if (params.parent_folder_id === undefined) return file.folder_id;
  const folder = findActiveFolder(c.get('deps').db, params.parent_folder_id);
  if (!folder || folder.context_type !== owner.type || folder.context_id !== owner.id) throw notFound();
  // Folder's manage_contents: nothing is moved into a submissions folder.
  if (folder.submission_context_code !== null) throw forbidden();
  return folder.id;
}

function lockWindow(file: FileRow, params: UpdateParams): { lockAt: string | null; unlockAt: string | null } {
  const lockAt = parseDateParam(params.lock_at, 'lock_at');
  const unlockAt = parseDateParam(params.unlock_at, 'unlock_at');
  const window = { lockAt: lockAt === undefined ? file.lock_at : lockAt, unlockAt: unlockAt === undefined ? file.unlock_at : unlockAt };
  if (window.lockAt !== null && window.unlockAt !== null && window.unlockAt > window.lockAt) {
    throw validationFailed(fieldError('unlock_at', 'invalid', 'must be before lock_at'));
  }
  return window;
}

/** Attachment's inclusion validation: one of the four levels, and only course files carry one. */
function visibilityLevel(file: FileRow, params: UpdateParams): string {
  const level = params.visibility_level;
  if (level === undefined || !supportsVisibility(file)) return file.visibility_level;
  if (!(VISIBILITY_LEVELS as readonly string[]).includes(level)) {
    throw validationFailed(fieldError('visibility_level', 'inclusion', 'is not included in the list'));
  }
  return level;
}

function newName(params: UpdateParams, file: FileRow): string {
  if (params.name === undefined) return file.display_name;
  const name = truncateName(params.name);
  if (name.trim() === '') throw validationFailed(fieldError('display_name', 'blank', "can't be blank"));
  return name;
}

/** Validates everything, then writes the file (and any overwrite) in one transaction; bytes go after the commit. */
function update(c: AppContext, file: FileRow, owner: FileOwner): FileRow {
  const { db, blobs } = c.get('deps');
  const params = parseParams(updateParams, c.get('params'));
  checkPublishable(c, file, params);
  const folderId = targetFolderId(c, owner, file, params);
  const mode = duplicateMode(params.on_duplicate, 'invalid on_duplicate option');
  const window = lockWindow(file, params);
  const visibility = visibilityLevel(file, params);
  let name = newName(params, file);
  const moved = folderId !== file.folder_id || name !== file.display_name;
  const clash = moved && folderId !== null && sameNamedFiles(db, folderId, name, file.id).length > 0;
  if (clash && mode === undefined) throw badRequest(EXISTS, 409);
  const now = nowIso();
  const released = db.transaction(() => {
    if (clash && mode === 'rename') name = uniqueFileName(db, folderId, name, file.id);
    prepared(db,
      `UPDATE attachments SET display_name = ?, folder_id = ?, lock_at = ?, unlock_at = ?, locked = ?, hidden = ?, visibility_level = ?,
        updated_at = ? WHERE id = ?`,
    ).run(
      name, folderId, window.lockAt, window.unlockAt, Number(params.locked ?? Boolean(file.locked)),
      Number(params.hidden ?? Boolean(file.hidden)), visibility, now, file.id,
    );
    return clash && mode === 'overwrite' ? replaceSameNamed(db, folderId, name, file.id, now) : [];
  }).immediate();
  releaseBlobs(db, blobs, released);
  const updated = findLiveFile(db, file.id);
  if (!updated) throw notFound();
  return updated;
}

/** PUT /api/v1/files/:id (docs/canvas-contract.md §3.4): manage_files_edit on the file's owner, else 403 and nothing changes. */
export function fileUpdateRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().put('/files/:id', (c) => {
    const file = loadFile(c);
    const owner = fileOwner(c, file);
    if (!owner || !owner.rights.edit) throw forbidden();
    return json(c, writtenFileJson(c, update(c, file, owner)));
  });
}

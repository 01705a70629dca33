import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { canvasString } from '../../canvas/coerce';
import type { AppContext, AppEnv, Db } from '../../canvas/context';
import { nowIso } from '../../canvas/dates';
import { badRequest, forbidden, notFound } from '../../canvas/errors';
import { pathId } from '../../canvas/ids';
import { json } from '../../canvas/respond';
import { parseParams } from '../../canvas/validate';
import { findActiveFolder } from '../folders/folders.store';
import type { FolderRow } from '../folders/folder-row';
import { replaceSameNamed, sameNamedFiles, uniqueFileName } from './duplicate-names';
import { mayDownload } from './file-access';
import { ownerRights, type FileOwner } from './file-owner';
import type { FileRow } from './file-row';
import { duplicateMode, truncateName, writtenFileJson } from './file-write';
import { findLiveFile } from './files.store';
import { ownerQuotaBytes, quotaUsed } from './quota';
import { releaseBlobs } from './release-blobs';
import { copyUsageRights } from './usage-rights/usage-rights.store';
import { prepared } from '../../db/statements';

const copyParams = z.object({
  source_file_id: z.unknown().optional(),
  on_duplicate: z.unknown().optional(),
  name: canvasString.optional(),
});

const EXISTS = "file already exists; set on_duplicate to 'rename' or 'overwrite'";
const billed = (size: number) => Math.max(size, 512);

/** Attachment :create in the destination: manage_files_add on its owner, never into a submissions folder. */
function destinationOwner(c: AppContext, folder: FolderRow): FileOwner {
  const rights = ownerRights(c, folder.context_type, folder.context_id);
  if (!rights || !rights.add || folder.submission_context_code !== null) throw forbidden();
  return { type: folder.context_type, id: folder.context_id, rights };
}

/**
 * Attachment#clone_for: a new row sharing the source's bytes (same storage_key, no copy on disk), keeping its state
 * but not its uploader (EXCLUDED_COPY_ATTRIBUTES drops user_id). copy_folder copies each file with this too.
 */
export function insertCopy(db: Db, source: FileRow, folder: FolderRow, name: string, usageRightsId: number | null, now: string): number {
  const { lastInsertRowid } = prepared(db,
      `INSERT INTO attachments (context_type, context_id, folder_id, user_id, display_name, filename, content_type, size, storage_key,
         md5, uuid, locked, hidden, lock_at, unlock_at, visibility_level, category, usage_rights_id, created_at, updated_at, modified_at)
       VALUES (?, ?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      folder.context_type, folder.context_id, folder.id, name, source.filename, source.content_type, source.size,
      source.storage_key, source.md5, randomUUID().replace(/-/g, ''), source.locked, source.hidden, source.lock_at,
      source.unlock_at, source.visibility_level, source.category, usageRightsId, now, now, source.modified_at,
    );
  return Number(lastInsertRowid);
}

/** FoldersController#copy_file's checks in its order, then one transaction; overwritten bytes go after the commit. */
function copy(c: AppContext): FileRow {
  const { db, blobs } = c.get('deps');
  const params = parseParams(copyParams, c.get('params'));
  const sourceId = params.source_file_id;
  if (sourceId === undefined || sourceId === null || sourceId === '') throw badRequest('source_file_id must be provided');
  const folder = findActiveFolder(db, pathId(c, 'dest_folder_id'));
  const source = typeof sourceId === 'string' || typeof sourceId === 'number' ? findLiveFile(db, Number(String(sourceId).trim()) || -1) : undefined;
  if (!folder || !source || source.workflow_state !== 'processed') throw notFound();
  if (!mayDownload(c, source)) throw forbidden();
  const owner = destinationOwner(c, folder);
  const mode = duplicateMode(params.on_duplicate, "on_duplicate must be 'overwrite' or 'rename'");
  const wanted = mode === 'rename' && params.name?.trim() ? truncateName(params.name) : source.display_name;
  if (mode === undefined && sameNamedFiles(db, folder.id, wanted).length > 0) throw badRequest(EXISTS, 409);
  // Lectern's choice (Canvas's copy_file checks no quota): a copy counts against its new owner like an upload.
  if (quotaUsed(db, owner) + billed(source.size) > ownerQuotaBytes(db, owner)) throw badRequest('file size exceeds quota');
  const now = nowIso();
  let copyId = 0;
  const released = db.transaction(() => {
    // A clash that appears after the check is renamed, as Canvas's handle_duplicates defaults to.
    const name = mode === 'overwrite' ? wanted : uniqueFileName(db, folder.id, wanted);
    copyId = insertCopy(db, source, folder, name, copyUsageRights(db, source.usage_rights_id, owner), now);
    return mode === 'overwrite' ? replaceSameNamed(db, folder.id, name, copyId, now) : [];
  }).immediate();
  releaseBlobs(db, blobs, released);
  const copied = findLiveFile(db, copyId);
  if (!copied) throw notFound();
  return copied;
}

/** POST /api/v1/folders/:dest_folder_id/copy_file (docs/canvas-contract.md §3.6): 200 with the new File. */
export function fileCopyRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/folders/:dest_folder_id/copy_file', (c) => json(c, writtenFileJson(c, copy(c))));
}

import { Hono } from 'hono';
import { z } from 'zod';
import * as clock from '../../../canvas/clock';
import { canvasBoolean, canvasId, canvasInteger, canvasString, stringList } from '../../../canvas/coerce';
import type { AppContext, AppEnv, Db } from '../../../canvas/context';
import { badRequest, fieldError, forbidden, notFound, validationFailed } from '../../../canvas/errors';
import { pathId } from '../../../canvas/ids';
import { json } from '../../../canvas/respond';
import { requestOrigin } from '../../../canvas/urls';
import { parseParams } from '../../../canvas/validate';
import { loadStoredSettings } from '../../courses/course-settings.store';
import { manageContents } from '../../folders/folder-tree';
import { assertPath, unfiledFolder } from '../../folders/folder-create';
import { folderOwner, mayReadContents } from '../../folders/folder-read';
import type { FolderRow } from '../../folders/folder-row';
import { findActiveFolder } from '../../folders/folders.store';
import { OWNER_PATHS, ownerPathId, ownerRights, type FileOwner } from '../file-owner';
import { ownerQuotaBytes, quotaUsed } from '../quota';
import { uploadContentType } from './content-type';
import { POLICY_LIFETIME_MS, signPolicy } from './upload-policy';
import { clashes, findPending, insertPending, purgeAbandoned } from './upload.store';
import { toCanvasTime } from '../../../canvas/dates';
import { fileExists, onDuplicateParam, UPLOAD_PATH } from './upload-rules';

const preflightParams = z.object({
  name: canvasString.optional(),
  filename: canvasString.optional(),
  size: canvasInteger.pipe(z.number().min(0)).optional(),
  content_type: canvasString.optional(),
  parent_folder_id: z.union([canvasId, canvasString]).optional(),
  parent_folder_path: z.unknown().optional(),
  folder: z.unknown().optional(),
  on_duplicate: z.unknown().optional(),
  no_redirect: canvasBoolean.optional(),
  success_include: stringList().optional(),
});
type PreflightParams = z.output<typeof preflightParams>;

/** Where the file goes: the folder form's folder, parent_folder_id, parent_folder_path (alias `folder`), or unfiled. */
type Target = { folder: FolderRow } | { path: string } | { unfiled: true };

function ownerTarget(c: AppContext, owner: FileOwner, params: PreflightParams): Target {
  const path = params.parent_folder_path ?? params.folder;
  const hasId = params.parent_folder_id !== undefined && params.parent_folder_id !== '';
  if (hasId && path !== undefined) throw badRequest("Can't set folder path and folder id");
  if (hasId) {
    const id = typeof params.parent_folder_id === 'number' ? params.parent_folder_id : undefined;
    const folder = id === undefined ? undefined : findActiveFolder(c.get('deps').db, id);
    // The preflight helper's own 404 body (docs/canvas-contract.md §3.3), not the usual errors array.
    if (!folder || folder.context_type !== owner.type || folder.context_id !== owner.id) {
      throw badRequest('The specified resource does not exist.', 404);
    }
    return { folder };
  }
  return typeof path === 'string' ? { path } : { unfiled: true };
}

/** manage_contents on the target folder and, for a reader, read_contents (a manager always has both). */
function requireFolderRights(c: AppContext, owner: FileOwner, folder: FolderRow): void {
  if (!manageContents(owner.rights, folder) || !mayReadContents(c, owner, folder)) throw forbidden();
}

/**
 * Attachment#set_publish_state_for_usage_rights: in a course that requires usage rights, a new file (which has none
 * yet) starts unpublished, except in a submissions folder.
 */
function lockedForUsageRights(db: Db, owner: FileOwner, folder: FolderRow): boolean {
  if (owner.type !== 'Course' || folder.submission_context_code !== null) return false;
  return loadStoredSettings(db, owner.id).get('usage_rights_required') === true;
}

/**
 * FilesController#create_pending → api_attachment_preflight, in Canvas's order of checks. Every refusal comes
 * before any write; the folders a path needs and the pending row are written in one transaction.
 */
function preflight(c: AppContext, owner: FileOwner, target: Target, params: PreflightParams): Response {
  const { db } = c.get('deps');
  // :create on the owner's attachments (manage_files_add; for users, the user).
  if (!owner.rights.add) throw forbidden();
  const onDuplicate = onDuplicateParam(params.on_duplicate);
  const name = params.name ?? params.filename ?? '';
  if (name === '') throw validationFailed(fieldError('name', 'blank', "can't be blank"));
  const quota = ownerQuotaBytes(db, owner, c.get('deps').defaultQuotaMb);
  const free = quota - quotaUsed(db, owner);
  if (params.size !== undefined && params.size > free) throw badRequest('file size exceeds quota');
  if ('folder' in target) requireFolderRights(c, owner, target.folder);
  purgeAbandoned(db, c.get('deps').blobs, owner, toCanvasTime(new Date(clock.now() - POLICY_LIFETIME_MS)));

  const id = db.transaction(() => {
    const folder = 'folder' in target ? target.folder : 'path' in target ? assertPath(db, owner, target.path) : unfiledFolder(db, owner);
    // A path may lead into a folder the caller cannot fill (a submissions folder): refused, and rolled back.
    requireFolderRights(c, owner, folder);
    const contentType = uploadContentType(params.content_type, name);
    const spec = { owner, folderId: folder.id, userId: c.get('caller').id, name, contentType, size: params.size ?? 0 };
    const pendingId = insertPending(db, { ...spec, locked: lockedForUsageRights(db, owner, folder) });
    const pending = findPending(db, pendingId);
    if (!pending) throw new Error('pending upload was not created');
    if (onDuplicate === 'error' && clashes(db, pending)) throw fileExists();
    return pendingId;
  }).immediate();

  const row = findPending(db, id);
  if (!row) throw notFound();
  const noRedirect = params.no_redirect ?? false;
  const signed = signPolicy(db, {
    attachmentId: id,
    maxBytes: Math.max(0, Math.min(params.size ?? free, free)),
    expiresAt: clock.now() + POLICY_LIFETIME_MS,
    onDuplicate,
    noRedirect,
    include: params.success_include ?? [],
  });
  const origin = requestOrigin(c);
  return json(c, {
    upload_url: `${origin}${UPLOAD_PATH}`,
    upload_params: { filename: row.display_name, content_type: row.content_type, ...signed },
    file_param: 'file',
  });
}

/** Upload step 1 (docs/canvas-contract.md §3.3) on the three owners and on a folder, which forces the parent. */
export function uploadPreflightRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>().post('/folders/:folder_id/files', (c) => {
    const folder = findActiveFolder(c.get('deps').db, pathId(c, 'folder_id'));
    if (!folder) throw notFound();
    const owner = folderOwner(c, folder);
    const params = parseParams(preflightParams, c.get('params'));
    return preflight(c, owner, { folder }, params);
  });
  for (const path of OWNER_PATHS) {
    app.post(`/${path.prefix}/:${path.param}/files`, (c) => {
      const id = ownerPathId(c, path);
      const rights = ownerRights(c, path.type, id);
      if (!rights) throw notFound();
      const owner: FileOwner = { type: path.type, id, rights };
      const params = parseParams(preflightParams, c.get('params'));
      if (!owner.rights.add) throw forbidden();
      return preflight(c, owner, ownerTarget(c, owner, params), params);
    });
  }
  return app;
}

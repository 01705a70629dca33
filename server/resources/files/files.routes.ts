import { Hono } from 'hono';
import { z } from 'zod';
import { canvasString, stringList } from '../../canvas/coerce';
import type { AppContext, AppEnv } from '../../canvas/context';
import { forbidden, notFound, searchTermTooShort } from '../../canvas/errors';
import { nowIso } from '../../canvas/dates';
import { pathId } from '../../canvas/ids';
import { paginateKeyset } from '../../canvas/pagination';
import { json } from '../../canvas/respond';
import { requestOrigin } from '../../canvas/urls';
import { parseParams } from '../../canvas/validate';
import { closedFolderIds } from '../folders/learner-visibility';
import { findActiveFolder } from '../folders/folders.store';
import { userDisplay } from '../users/user-row';
import { findUser } from '../users/users.store';
import { CONTENT_LICENSES, licenseName } from './content-licenses';
import { fileReader, lockedForUser, mayDownload } from './file-access';
import { changesFiles, loadOwner, managesFiles, OWNER_PATHS, readableOwner, type FileOwner } from './file-owner';
import type { FileRow } from './file-row';
import { fileJson } from './file.serialize';
import { FILE_SORTS, fileKeysetSource, findLiveFile, findUsageRights } from './files.store';
import { ownerQuotaBytes, quotaUsed } from './quota';

const listParams = z.object({
  content_types: stringList().optional(),
  exclude_content_types: stringList().optional(),
  search_term: canvasString.optional(),
  include: stringList().optional(),
  sort: canvasString.optional(),
  // The older, undocumented name FilesController still reads.
  sort_by: canvasString.optional(),
  order: canvasString.optional(),
  only: stringList().optional(),
});
const showParams = z.object({ include: stringList().optional() });


/**
 * attachment_json with include[] user and usage_rights; a file locked for the caller has no url (§3.2). Its uuid
 * stays, as canvas-lms lib/api/v1/attachment.rb keeps it: the uuid only proves who holds the link, and the
 * download route still refuses a locked file to a learner (file-access.ts mayReadBytes).
 */
export function renderFile(c: AppContext, file: FileRow, includes: Set<string>, forUser: { locked?: boolean; hidden?: boolean } = {}): Record<string, unknown> {
  const { db } = c.get('deps');
  const body = fileJson(file, { origin: requestOrigin(c) });
  if (forUser.locked) Object.assign(body, { url: '', locked_for_user: true });
  // attachment_json: hidden_for_user when hidden and the caller cannot view hidden files (a link-only file).
  if (forUser.hidden) body.hidden_for_user = true;
  if (includes.has('user') && file.user_id !== null) {
    const user = findUser(db, file.user_id);
    if (user) body.user = userDisplay(c, user);
  }
  if (includes.has('usage_rights')) {
    const rights = file.usage_rights_id === null ? undefined : findUsageRights(db, file.usage_rights_id);
    body.usage_rights = rights
      ? { use_justification: rights.use_justification, license: rights.license, legal_copyright: rights.legal_copyright, license_name: licenseName(rights.license) }
      : null;
  }
  return body;
}

const nameJson = (file: FileRow) => ({
  id: file.id,
  uuid: file.uuid,
  folder_id: file.folder_id,
  display_name: file.display_name,
  filename: file.filename,
  workflow_state: file.workflow_state,
});

/** FilesController#api_index for an owner, or for one folder of it. */
function listResponse(c: AppContext, owner: FileOwner, folderId?: number): Response {
  const params = parseParams(listParams, c.get('params'));
  const searchTerm = params.search_term === undefined || params.search_term === '' ? undefined : params.search_term;
  if (searchTerm !== undefined && searchTerm.length < 2) throw searchTermTooShort();
  const requested = params.sort ?? params.sort_by;
  const sort = requested && FILE_SORTS.includes(requested) ? requested : 'name';
  const filter = {
    folderId,
    contentTypes: params.content_types ?? [],
    excludeContentTypes: params.exclude_content_types ?? [],
    searchTerm,
    sort,
    order: params.order === 'desc' ? ('desc' as const) : ('asc' as const),
    now: nowIso(),
  };
  const rows = paginateKeyset(c, fileKeysetSource(c.get('deps').db, owner, filter));
  // sort=user implies include[]=user.
  const includes = new Set([...(params.include ?? []), ...(sort === 'user' ? ['user'] : [])]);
  // only[]=names overrides include[]: the name core of attachment_json.
  if (params.only?.includes('names')) return json(c, rows.map(nameJson));
  return json(c, rows.map((row) => renderFile(c, row, includes)));
}

/** FilesController#api_show: the file, 404 when deleted or (owner forms) of another owner. */
function showResponse(c: AppContext, expected?: FileOwner): Response {
  const { db } = c.get('deps');
  const file = findLiveFile(db, pathId(c, 'id'));
  if (!file || (expected && (file.context_type !== expected.type || file.context_id !== expected.id))) throw notFound();
  const includes = new Set(parseParams(showParams, c.get('params')).include);
  if (file.context_type === 'Submission') {
    if (!mayDownload(c, file)) throw forbidden();
    return json(c, renderFile(c, file, includes));
  }
  const owner = expected ?? fileReader(c, file.context_type, file);
  const forUser = { locked: lockedForUser(db, owner, file, nowIso()), hidden: !managesFiles(owner.rights) && Boolean(file.hidden) };
  return json(c, renderFile(c, file, includes, forUser));
}

/** Files read side (docs/canvas-contract.md §3.1, §3.2, §3.15, §3.18) for courses, groups and users. */
export function fileReadRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  for (const path of OWNER_PATHS) {
    const prefix = `/${path.prefix}/:${path.param}`;
    app.get(`${prefix}/files/quota`, (c) => {
      const owner = loadOwner(c, path);
      // FilesController#api_quota: the rights to change the owner's files (for users, the user).
      if (!changesFiles(owner.rights)) throw forbidden();
      const { db } = c.get('deps');
      return json(c, { quota: ownerQuotaBytes(db, owner, c.get('deps').defaultQuotaMb), quota_used: quotaUsed(db, owner) });
    });
    app.get(`${prefix}/content_licenses`, (c) => {
      loadOwner(c, path);
      return json(c, CONTENT_LICENSES);
    });
    app.get(`${prefix}/files`, (c) => listResponse(c, loadOwner(c, path)));
    app.get(`${prefix}/files/:id`, (c) => showResponse(c, loadOwner(c, path)));
  }
  return app
    .get('/folders/:id/files', (c) => {
      const folder = findActiveFolder(c.get('deps').db, pathId(c, 'id'));
      if (!folder) throw notFound();
      const owner = readableOwner(c, folder.context_type, folder.context_id);
      // Folder's read_contents: learners cannot list a hidden or locked folder, or one inside such a folder.
      if (!managesFiles(owner.rights) && closedFolderIds(c.get('deps').db, owner).has(folder.id)) throw forbidden();
      return listResponse(c, owner, folder.id);
    })
    .get('/files/:id', (c) => showResponse(c));
}

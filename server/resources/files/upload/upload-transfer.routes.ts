import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../../canvas/context';
import { badRequest } from '../../../canvas/errors';
import { json } from '../../../canvas/respond';
import { requestOrigin } from '../../../canvas/urls';
import { sameSecret } from '../../../lib/same-secret';
import type { FileRow } from '../file-row';
import { renderFile } from '../files.routes';
import { releaseBlobs } from '../release-blobs';
import { freeBytes, notPending, overQuota, receiveUpload } from './receive-upload';
import { fileExists, onDuplicateParam, UPLOAD_PATH } from './upload-rules';
import type { UploadPolicy } from './upload-policy';
import { attachBytes, clashes, confirmPending, discardPending, findPending } from './upload.store';

/** api_v1_files_create_success_url: the uuid authenticates the confirm; on_duplicate and include[] ride along. */
function successUrl(c: AppContext, file: FileRow, policy: UploadPolicy): string {
  const query = new URLSearchParams({ uuid: file.uuid });
  if (policy.onDuplicate !== 'overwrite') query.set('on_duplicate', policy.onDuplicate);
  for (const include of policy.include) query.append('include[]', include);
  return `${requestOrigin(c)}/api/v1/files/${file.id}/create_success?${query.toString()}`;
}

/** FilesController#api_create (step 2): 302 to create_success, or 201 with its URL when no_redirect was asked. */
async function uploadResponse(c: AppContext): Promise<Response> {
  const { db, blobs } = c.get('deps');
  const body = c.req.raw.body;
  if (!body) throw badRequest('The upload must be a multipart/form-data body.');
  const received = await receiveUpload(c, body);
  if (!received) throw badRequest('file is missing');
  // From here on synchronous: the bytes get their key on the row before any release of the same bytes can run.
  const blob = received.upload.commit();
  if (!attachBytes(db, received.policy.attachmentId, blob)) {
    releaseBlobs(db, blobs, [blob.storageKey]);
    throw notPending();
  }
  const file = findPending(db, received.policy.attachmentId);
  if (!file) throw notPending();
  const location = successUrl(c, file, received.policy);
  if (received.policy.noRedirect) return c.body(JSON.stringify({ location }), 201, { 'Content-Type': 'application/json; charset=utf-8', Location: location });
  return c.redirect(location, 302);
}

/**
 * FilesController#api_create_success (step 3). A wrong uuid, an upload without bytes and a second confirm are all
 * 400, as in Canvas (`head :bad_request` unless the file is still pending). Over quota, or a name clash with
 * on_duplicate=error, removes the pending row and its bytes.
 */
function confirmResponse(c: AppContext): Response {
  const { db, blobs } = c.get('deps');
  const id = c.req.param('id') ?? '';
  const uuid = c.req.query('uuid') ?? '';
  const pending = /^\d{1,15}$/.test(id) ? findPending(db, Number(id)) : undefined;
  if (!pending || pending.storage_key === null || !sameSecret(uuid, pending.uuid)) throw notPending();
  const onDuplicate = onDuplicateParam(c.req.query('on_duplicate'));
  if (pending.size > freeBytes(c, pending)) {
    discardPending(db, blobs, pending);
    throw overQuota();
  }
  if (onDuplicate === 'error' && clashes(db, pending)) {
    discardPending(db, blobs, pending);
    throw fileExists();
  }
  const file = confirmPending(db, blobs, pending.id, onDuplicate);
  if (!file) throw notPending();
  const includes = new Set(c.req.queries('include[]') ?? []);
  // Usage rights ride along whenever set, as Canvas's create_success renders them; user only when asked for.
  const rendered = [...(file.usage_rights_id === null ? [] : ['usage_rights']), ...(includes.has('user') ? ['user'] : [])];
  const body = renderFile(c, file, new Set(rendered));
  // Lectern has no document previewer: preview_url is null when asked for, as Canvas's is without one.
  if (includes.has('preview_url')) body.preview_url = null;
  return json(c, body);
}

/**
 * Steps 2 and 3 of the upload protocol (docs/canvas-contract.md §3.3). Mounted before the API's authentication: the upload
 * URL is reached without the token (the signed policy authorizes it) and create_success with the uuid alone.
 */
export function uploadTransferRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post(UPLOAD_PATH, uploadResponse)
    .get('/api/v1/files/:id/create_success', confirmResponse)
    .post('/api/v1/files/:id/create_success', confirmResponse);
}

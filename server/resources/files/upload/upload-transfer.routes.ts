import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../../canvas/context';
import { badRequest, CanvasError } from '../../../canvas/errors';
import { json } from '../../../canvas/respond';
import { requestOrigin } from '../../../canvas/urls';
import { sameSecret } from '../../../lib/same-secret';
import type { BlobUpload } from '../../../storage/blob-store';
import type { FileRow } from '../file-row';
import { renderFile } from '../files.routes';
import { ownerQuotaBytes, quotaUsed } from '../quota';
import { releaseBlobs } from '../release-blobs';
import { MultipartError, multipartBoundary, readMultipart, type PartSink } from './multipart';
import { fileExists, onDuplicateParam, UPLOAD_PATH } from './upload-rules';
import { verifyPolicy, type UploadPolicy } from './upload-policy';
import { attachBytes, clashes, confirmPending, discardPending, findPending } from './upload.store';

/** The file part's names Canvas's api_create reads: `file` (canvasapi's) or `attachment[uploaded_data]`. */
const FILE_PARTS = new Set(['file', 'attachment[uploaded_data]']);
/** All the non-file fields together (the signed params and a few more) may not exceed this. */
const FIELDS_LIMIT = 64 * 1024;

const notPending = () => badRequest('The upload is unknown, expired or already complete.');
// Connection: close on refusals mid-body, so the server does not go on swallowing the rest of it.
const overQuota = () => new CanvasError(400, { message: 'file size exceeds quota limits' }, { Connection: 'close' });
const overSize = () => new CanvasError(413, { message: 'file is larger than the size given in the preflight' }, { Connection: 'close' });
/** What a body may hold besides the file: the capped fields, part headers and boundaries. */
const BODY_OVERHEAD = 2 * FIELDS_LIMIT;

type Received = { policy: UploadPolicy; upload: BlobUpload };
type Owner = Pick<FileRow, 'context_type' | 'context_id'>;

const freeBytes = (c: AppContext, file: Owner) => {
  const { db, defaultQuotaMb } = c.get('deps');
  const owner = { type: file.context_type as 'Course' | 'Group' | 'User', id: file.context_id };
  return ownerQuotaBytes(db, owner, defaultQuotaMb) - quotaUsed(db, owner);
};

/**
 * Reads the multipart body: fields into memory (capped), the file part, once the signed fields before it check
 * out, streamed to a temp file and stopped as soon as it passes the preflight size or the owner's free quota.
 */
async function receive(c: AppContext, boundary: string, body: ReadableStream<Uint8Array>): Promise<Received | undefined> {
  const { db, blobs } = c.get('deps');
  const fields = new Map<string, string>();
  let fieldBytes = 0;
  let received: Received | undefined;
  const fileSink = async (): Promise<PartSink> => {
    if (received) throw badRequest('Only one file may be sent per upload.');
    const policy = verifyPolicy(db, fields.get('Policy'), fields.get('Signature'));
    const pending = policy && findPending(db, policy.attachmentId);
    if (!policy || !pending || pending.storage_key !== null) throw notPending();
    const free = freeBytes(c, pending);
    // A declared length that cannot fit is refused before a byte of the file is read.
    const declared = Number(c.req.header('content-length') ?? Number.NaN);
    if (declared > free + BODY_OVERHEAD) throw overQuota();
    if (declared > policy.maxBytes + BODY_OVERHEAD) throw overSize();
    const upload = await blobs.upload();
    received = { policy, upload };
    return {
      write: async (chunk) => {
        const size = upload.size + chunk.byteLength;
        if (size > free) throw overQuota();
        if (size > policy.maxBytes) throw overSize();
        await upload.write(chunk);
      },
      end: () => undefined,
    };
  };
  const fieldSink = (name: string): PartSink => {
    const chunks: Buffer[] = [];
    return {
      write: (chunk) => {
        fieldBytes += chunk.byteLength;
        if (fieldBytes > FIELDS_LIMIT) throw badRequest('The form fields are too large.');
        chunks.push(Buffer.from(chunk));
      },
      end: () => void fields.set(name, Buffer.concat(chunks).toString('utf8')),
    };
  };
  // Another file part is read past and dropped, as Rails ignores parameters the action does not read.
  const ignored: PartSink = { write: () => undefined, end: () => undefined };
  try {
    await readMultipart(body, boundary, (part) => (FILE_PARTS.has(part.name) ? fileSink() : part.filename === undefined ? fieldSink(part.name) : ignored));
    await received?.upload.finish();
    return received;
  } catch (error) {
    await received?.upload.abort();
    if (error instanceof MultipartError) throw badRequest(`The upload could not be read: ${error.message}.`);
    throw error;
  }
}

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
  const boundary = multipartBoundary(c.req.header('content-type'));
  const body = c.req.raw.body;
  if (!boundary || !body) throw badRequest('The upload must be a multipart/form-data body.');
  const received = await receive(c, boundary, body);
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
  const body = renderFile(c, file, new Set(file.usage_rights_id === null ? [] : ['usage_rights']));
  // Lectern has no document previewer: preview_url is null when asked for, as Canvas's is without one.
  if (includes.has('preview_url')) body.preview_url = null;
  return json(c, body);
}

/**
 * Steps 2 and 3 of the upload protocol (canvas-api.md §3.3). Mounted before the API's authentication: the upload
 * URL is reached without the token (the signed policy authorizes it) and create_success with the uuid alone.
 */
export function uploadTransferRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post(UPLOAD_PATH, uploadResponse)
    .get('/api/v1/files/:id/create_success', confirmResponse)
    .post('/api/v1/files/:id/create_success', confirmResponse);
}

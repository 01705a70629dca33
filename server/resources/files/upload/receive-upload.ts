import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy, { type Busboy } from 'busboy';
import type { AppContext } from '../../../canvas/context';
import { CanvasError } from '../../../canvas/errors';
import type { BlobUpload } from '../../../storage/blob-store';
import type { FileRow } from '../file-row';
import { ownerQuotaBytes, quotaUsed } from '../quota';
import { verifyPolicy, type UploadPolicy } from './upload-policy';
import { findPending } from './upload.store';

/** The file part's names Canvas's api_create reads: `file` (canvasapi's) or `attachment[uploaded_data]`. */
const FILE_PARTS = new Set(['file', 'attachment[uploaded_data]']);

/**
 * What an anonymous step-2 body may hold besides the file. The preflight hands out four fields (filename,
 * content_type, Policy, Signature); the caps leave room for a client's extras and nothing like 200,000 of them.
 * Part headers are capped by busboy itself at 16 KB each (a fixed limit of its header parser).
 */
export const UPLOAD_LIMITS = { fieldSize: 16 * 1024, fields: 16, files: 1, parts: 24 } as const;
/** Most bytes a body may carry besides the file: its fields plus a header's worth per part. */
const BODY_OVERHEAD = UPLOAD_LIMITS.parts * 16 * 1024 + UPLOAD_LIMITS.fields * UPLOAD_LIMITS.fieldSize;

export type Received = { policy: UploadPolicy; upload: BlobUpload };
type Owner = Pick<FileRow, 'context_type' | 'context_id'>;

// Connection: close on refusals mid-body, so the server does not go on swallowing the rest of it.
const refused = (message: string, status: 400 | 413 = 400) => new CanvasError(status, { message }, { Connection: 'close' });
export const notPending = () => refused('The upload is unknown, expired or already complete.');
export const overQuota = () => refused('file size exceeds quota limits');
const overSize = () => refused('file is larger than the size given in the preflight', 413);
const unreadable = (why: string) => refused(`The upload could not be read: ${why}.`);

export const freeBytes = (c: AppContext, file: Owner) => {
  const { db, defaultQuotaMb } = c.get('deps');
  const owner = { type: file.context_type as 'Course' | 'Group' | 'User', id: file.context_id };
  return ownerQuotaBytes(db, owner, defaultQuotaMb) - quotaUsed(db, owner);
};

/** A busboy parser for a multipart/form-data Content-Type, or a 400 for anything else (busboy also reads urlencoded). */
function multipartParser(contentType: string | undefined): Busboy {
  if (!contentType || !/^multipart\/form-data\b/i.test(contentType)) throw refused('The upload must be a multipart/form-data body.');
  try {
    return busboy({ headers: { 'content-type': contentType }, limits: UPLOAD_LIMITS });
  } catch {
    throw refused('The upload must be a multipart/form-data body with a boundary.');
  }
}

/** The upload the signed fields read so far allow, refused before a byte of the file is kept. */
async function openUpload(c: AppContext, fields: Map<string, string>): Promise<{ received: Received; free: number }> {
  const { db, blobs } = c.get('deps');
  const policy = verifyPolicy(db, fields.get('Policy'), fields.get('Signature'));
  const pending = policy && findPending(db, policy.attachmentId);
  if (!policy || !pending || pending.storage_key !== null) throw notPending();
  const free = freeBytes(c, pending);
  // A declared length that cannot fit is refused before a byte of the file is read.
  const declared = Number(c.req.header('content-length') ?? Number.NaN);
  if (declared > free + BODY_OVERHEAD) throw overQuota();
  if (declared > policy.maxBytes + BODY_OVERHEAD) throw overSize();
  return { received: { policy, upload: await blobs.upload() }, free };
}

/**
 * Reads the step-2 body with busboy: fields into memory (capped), then the file part, once the signed fields
 * before it check out, streamed to a temp file (hashed as it goes) and stopped as soon as it passes the preflight
 * size or the owner's free quota. Every stream is joined by pipeline, so a client that goes away mid-body ends in
 * a rejected promise, never an unhandled stream error. Resolves with the finished (not yet committed) upload.
 */
export async function receiveUpload(c: AppContext, body: ReadableStream<Uint8Array>): Promise<Received | undefined> {
  const parser = multipartParser(c.req.header('content-type'));
  const fields = new Map<string, string>();
  let received: Received | undefined;
  let file: Promise<void> | undefined;
  // Our own reason to stop (a refusal, a disk error) outranks whatever the parser reports once it is destroyed.
  let failure: Error | undefined;
  const fail = (error: unknown) => {
    if (parser.destroyed) return;
    failure = error instanceof Error ? error : new Error(String(error));
    parser.destroy(failure);
  };

  const writeFile = async (chunks: AsyncIterable<Buffer>) => {
    const opened = await openUpload(c, fields);
    received = opened.received;
    const { policy, upload } = opened.received;
    for await (const chunk of chunks) {
      const size = upload.size + chunk.byteLength;
      if (size > opened.free) throw overQuota();
      if (size > policy.maxBytes) throw overSize();
      await upload.write(chunk);
    }
  };
  // The pipeline starts at once, so the part's stream has its error handler before the upload opens; and it is
  // left only once writeFile has returned too (pipeline rejects at the first error, not when its last step ends).
  const storeFile = async (stream: Readable) => {
    let writing: Promise<void> = Promise.resolve();
    try {
      await pipeline(stream, (chunks: AsyncIterable<Buffer>) => (writing = writeFile(chunks)));
    } finally {
      await writing.catch(() => undefined);
    }
  };

  parser.on('field', (name, value, info) => {
    if (info.valueTruncated || info.nameTruncated) fail(refused(`The form field ${name} is too large.`));
    else fields.set(name, value);
  });
  parser.on('file', (name, stream) => {
    // A file under another name is read past, as Rails ignores parameters the action does not read.
    if (!FILE_PARTS.has(name)) stream.resume();
    else file = storeFile(stream).catch(fail);
  });
  parser.on('filesLimit', () => fail(refused('Only one file may be sent per upload.')));
  parser.on('fieldsLimit', () => fail(refused('The upload has too many form fields.')));
  parser.on('partsLimit', () => fail(refused('The upload has too many parts.')));

  try {
    await pipeline(Readable.fromWeb(body as NodeReadableStream<Uint8Array>), parser);
    await file;
    if (failure !== undefined) throw failure;
    await received?.upload.finish();
    return received;
  } catch (error) {
    // The file's own pipeline settles before its temp file goes, so no write lands after the delete.
    await file;
    await received?.upload.abort();
    if (failure !== undefined) throw failure;
    throw unreadable(error instanceof Error ? error.message.replace(/\.$/, '') : 'the body ended early');
  }
}

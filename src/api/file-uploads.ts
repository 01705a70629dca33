import { z } from 'zod/mini';
import { CanvasApiError } from './http/canvas-api-error';
import { canvasFetch } from './http/canvas-fetch';
import { fetchQuota, ownerApiPath, type FileOwnerRef } from './files';
import { fetchAllPages } from './http/paginated';
import { fileNameSchema, fileSchema, type CanvasFile } from './schemas/file';
import { uploadPreflightSchema, type UploadPreflight } from './schemas/upload';
import type { CanvasId } from '@/api/schemas/ids';

/**
 * Canvas's three-step upload (docs/canvas-contract.md §3.3): a preflight tells the server about the file and answers
 * where to send the bytes; a multipart POST sends them (no token: the target may be another origin, and the
 * upload params carry their own authority); the server then redirects to the confirm step, or answers 201,
 * with the final File. Step 2 uses XMLHttpRequest because fetch reports no upload progress in browsers.
 */

export type OnDuplicate = 'overwrite' | 'rename' | 'error';

/** Where a file goes: a folder by id, or a path under the owner's root whose missing folders the server creates. */
export type UploadDestination = { folderId: CanvasId } | { owner: FileOwnerRef; folderPath: string };

export interface UploadRequest {
  name: string;
  size: number;
  contentType: string;
  onDuplicate: OnDuplicate;
}

export type UploadTicket = UploadPreflight;

/** Step 1. A 409 (on_duplicate=error and the name exists) or 400 (quota) arrives as a CanvasApiError. */
export async function preflightUpload(destination: UploadDestination, request: UploadRequest, signal?: AbortSignal) {
  // The confirm's answer then carries what a folder list shows, so the file joins the cached lists as it is.
  const base = {
    name: request.name,
    size: request.size,
    content_type: request.contentType,
    on_duplicate: request.onDuplicate,
    success_include: ['user', 'usage_rights'],
  };
  const [path, body] =
    'folderId' in destination
      ? [`/api/v1/folders/${destination.folderId}/files`, base]
      : [`${ownerApiPath(destination.owner)}/files`, { ...base, parent_folder_path: destination.folderPath }];
  const { data } = await canvasFetch(path, { method: 'POST', body, schema: uploadPreflightSchema, signal });
  return data;
}

export interface SendProgress {
  loaded: number;
  total: number;
}

const WHILE_PREFIX = /^\s*while\(1\);/;

function parseJson(text: string): unknown {
  const stripped = text.replace(WHILE_PREFIX, '');
  if (stripped.trim() === '') return null;
  try {
    return JSON.parse(stripped) as unknown;
  } catch {
    return text;
  }
}

/** The multipart body: every upload param unchanged and in order, the file part last under file_param. */
function uploadForm(ticket: UploadTicket, file: Blob, fileName: string): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(ticket.upload_params)) form.append(key, value);
  form.append(ticket.file_param, file, fileName);
  return form;
}

/**
 * Steps 2 and 3. The XHR follows the redirect to create_success itself (same origin, or CORS on hosted
 * storage) and reads the File from the final body, 200 after a redirect or 201 without one.
 */
export function sendUpload(
  ticket: UploadTicket,
  file: Blob,
  fileName: string,
  { onProgress, signal }: { onProgress?: (progress: SendProgress) => void; signal?: AbortSignal } = {},
): Promise<CanvasFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const url = new URL(ticket.upload_url, globalThis.location.href).href;
    const abort = () => xhr.abort();
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    signal?.addEventListener('abort', abort, { once: true });
    const done = () => signal?.removeEventListener('abort', abort);
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    });
    xhr.addEventListener('error', () => {
      done();
      reject(new CanvasApiError({ kind: 'network', status: 0, url, body: null }));
    });
    xhr.addEventListener('load', () => {
      done();
      const finalUrl = xhr.responseURL || url;
      const body = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new CanvasApiError({ status: xhr.status, url: finalUrl, body }));
        return;
      }
      const parsed = fileSchema.safeParse(body);
      if (parsed.success) resolve(parsed.data);
      else reject(new CanvasApiError({ kind: 'invalid-response', status: xhr.status, url: finalUrl, body, cause: parsed.error }));
    });
    xhr.send(uploadForm(ticket, file, fileName));
  });
}

/** The owner's quota (§3.15) for the check before a batch; null when the caller may not read it (403). */
export async function fetchUploadQuota(owner: FileOwnerRef, signal?: AbortSignal) {
  try {
    const data = await fetchQuota(owner, signal);
    return { quota: data.quota, used: data.quota_used };
  } catch (error) {
    if (error instanceof CanvasApiError && error.isForbidden) return null;
    throw error;
  }
}

/** The names in a folder (only[]=names keeps pages small); a very large folder stops early and the 409 covers the rest. */
export async function fetchFolderFileNames(folderId: CanvasId, signal?: AbortSignal): Promise<Set<string>> {
  const files = await fetchAllPages(`/api/v1/folders/${folderId}/files`, {
    params: { only: ['names'] },
    schema: z.pick(fileNameSchema, { display_name: true }),
    signal,
  });
  return new Set(files.map((file) => file.display_name));
}

/** The quota error of a preflight (§3.3) or confirm step: the only 400s whose fix is freeing space. */
export function isQuotaError(error: unknown): boolean {
  return error instanceof CanvasApiError && error.status === 400 && /exceeds quota/i.test(error.message);
}

export function isNameClash(error: unknown): boolean {
  return error instanceof CanvasApiError && error.status === 409;
}

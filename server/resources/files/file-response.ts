import type { BlobStore } from '../../storage/blob-store';
import type { FileRow } from './file-row';

/**
 * Every file response: user-uploaded bytes must never run as active content in the app's origin. The sandbox
 * gives a document opened at this URL a unique origin without script; nosniff stops a browser guessing HTML.
 */
export const FILE_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "sandbox; default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'",
} as const;

/** Shown in the browser: raster images, PDF, plain text, audio and video. Everything else (HTML, SVG, XML…) downloads. */
export function isInlineSafe(contentType: string): boolean {
  const type = contentType.toLowerCase().split(';')[0]?.trim() ?? '';
  if (type === 'image/svg+xml') return false;
  if (type === 'application/pdf' || type === 'text/plain') return true;
  return /^(image|audio|video)\/[\w.+-]+$/.test(type);
}

/**
 * The Content-Type a file is served with from the app's origin: its own only when the browser shows it without
 * running anything (isInlineSafe); anything else (HTML, XHTML, SVG, XML, JavaScript, CSS, and types not yet
 * thought of) is an opaque download. With nosniff, application/octet-stream is never run by <script src>, applied
 * by <link rel=stylesheet> or parsed as a document, which the sandbox CSP of the answer itself cannot prevent.
 * Canvas keeps such files off its origin with a separate files domain; Lectern has one origin.
 */
export function servedContentType(contentType: string): string {
  return isInlineSafe(contentType) ? contentType : 'application/octet-stream';
}

/** RFC 6266: an ASCII fallback for old clients and the exact UTF-8 name in filename*. */
export function contentDisposition(file: Pick<FileRow, 'display_name' | 'content_type'>): string {
  const kind = isInlineSafe(file.content_type) ? 'inline' : 'attachment';
  const ascii = file.display_name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(file.display_name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** One `bytes=a-b` range (the only form media elements send), or undefined for the whole file; null is unsatisfiable. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') {
    const suffix = Number(to);
    return suffix === 0 ? null : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start >= size || end < start ? null : { start, end };
}

/**
 * The bytes of a stored file with its type, disposition and security headers; a Range asks for part of them. Only
 * the bytes asked for are read, from disk as the client takes them, so a one-byte range of a large video costs one
 * byte and a slow or vanished client holds no memory.
 */
export async function fileResponse(
  blobs: BlobStore,
  file: FileRow & { storage_key: string },
  request: { rangeHeader: string | undefined; headOnly: boolean },
): Promise<Response> {
  const blob = await blobs.openRead(file.storage_key);
  const headers = new Headers({
    ...FILE_SECURITY_HEADERS,
    'Content-Type': servedContentType(file.content_type),
    'Content-Disposition': contentDisposition(file),
    'Accept-Ranges': 'bytes',
    // Private coursework: caches between the grader and Lectern must not keep it.
    'Cache-Control': 'private, max-age=0, must-revalidate',
  });
  const range = parseRange(request.rangeHeader, blob.size);
  if (range === null) {
    await blob.close();
    headers.set('Content-Range', `bytes */${blob.size}`);
    return new Response(null, { status: 416, headers });
  }
  const { start, end } = range ?? { start: 0, end: blob.size - 1 };
  headers.set('Content-Length', String(end - start + 1));
  if (range) headers.set('Content-Range', `bytes ${start}-${end}/${blob.size}`);
  // Hono answers HEAD from the GET handler and drops the body unread, which would leave the file open.
  const bodyless = request.headOnly || blob.size === 0;
  if (bodyless) await blob.close();
  return new Response(bodyless ? null : blob.stream(start, end), { status: range ? 206 : 200, headers });
}

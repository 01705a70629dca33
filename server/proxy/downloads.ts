import { Hono, type Context } from 'hono';
import { CanvasError } from '../canvas/errors';
import { FILE_SECURITY_HEADERS, isInlineSafe, servedContentType } from '../resources/files/file-response';
import { callerCredentials } from './credentials';
import { assertOutboundAllowed } from './outbound-hosts';
import type { ProxyDeps } from './proxy-deps';
import { keepContextHeaders, pathAndQuery, relayResponse } from './relay';
import { fetchCanvas, timedFetch, badGateway, canvasTarget } from './upstream';

/** Canvas sends a download to its file store (InstFS, S3, a files domain) by redirect; a few hops at most. */
const MAX_HOPS = 5;
const PASSED_ON = ['range', 'if-range', 'accept'];
const FILE_HEADERS = ['content-type', 'content-length', 'content-range', 'accept-ranges', 'etag', 'last-modified'];

/** Inline only for types that cannot run script, as the embedded server decides; the file name is Canvas's. */
function disposition(contentType: string, upstream: string | null): string {
  const kind = isInlineSafe(contentType) ? 'inline' : 'attachment';
  const params = upstream?.replace(/^\s*(inline|attachment)\s*;?\s*/i, '') ?? '';
  return params ? `${kind}; ${params}` : kind;
}

/** The bytes with the embedded server's file headers: whatever the file store said, nothing here runs as the app. */
function fileResponse(upstream: Response): Response {
  const headers = new Headers(FILE_SECURITY_HEADERS);
  for (const name of FILE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  if (upstream.headers.has('content-encoding')) headers.delete('content-length');
  const contentType = headers.get('content-type') ?? 'application/octet-stream';
  headers.set('Content-Type', servedContentType(contentType));
  headers.set('Content-Disposition', disposition(contentType, upstream.headers.get('content-disposition')));
  headers.set('Cache-Control', 'private, max-age=0, must-revalidate');
  return new Response(upstream.body, { status: upstream.status, headers });
}

/**
 * `url` on Canvas, then each redirect it answers (a file store, reached without credentials if outbound-hosts.ts
 * allows it), up to the answer that is not a redirect. Only Canvas itself gets `authorization`.
 */
async function followToFile(c: Context, deps: ProxyDeps, start: URL, headers: Headers, authorization: string | undefined): Promise<Response> {
  let url = start;
  for (let hop = 0; hop < MAX_HOPS; hop += 1) {
    const init = { method: c.req.method, headers };
    await assertOutboundAllowed(url, deps);
    const upstream =
      url.origin === deps.canvasUrl
        ? await fetchCanvas(deps, url, init, authorization, c.req.raw.signal)
        : await timedFetch(url, init, deps, c.req.raw.signal);
    const location = upstream.headers.get('location');
    if (upstream.status < 300 || upstream.status >= 400 || !location) return upstream;
    await upstream.body?.cancel();
    url = new URL(location, url);
  }
  throw badGateway();
}

/**
 * A file download or preview through Lectern's origin: the session's token goes to Canvas only, and the bytes
 * stream back with the safe headers.
 */
async function download(c: Context, deps: ProxyDeps): Promise<Response> {
  const { authorization } = await callerCredentials(c, deps);
  const headers = new Headers();
  for (const name of PASSED_ON) {
    const value = c.req.header(name);
    if (value !== undefined) headers.set(name, value);
  }
  const upstream = await followToFile(c, deps, canvasTarget(deps, pathAndQuery(c)), headers, authorization);
  // Canvas's own errors (401, 404) go back as Canvas wrote them; bytes get the file headers.
  if (!upstream.ok && upstream.status !== 416) return relayResponse(c, deps, upstream);
  keepContextHeaders(c);
  return fileResponse(upstream);
}

const noImage = () => new CanvasError(404, { errors: [{ message: 'No such image.' }] });

/**
 * Canvas's /images paths (a user's avatar_url: the default avatar, or an uploaded one's thumbnail, which redirects
 * to the file store) through Lectern's origin, so the page never loads from another host and the CSP keeps
 * img-src 'self'. Avatars need no credentials, so none are sent; only an image comes back.
 */
async function image(c: Context, deps: ProxyDeps): Promise<Response> {
  const upstream = await followToFile(c, deps, canvasTarget(deps, pathAndQuery(c)), new Headers({ Accept: 'image/*' }), undefined);
  if (!upstream.ok || !/^image\//i.test(upstream.headers.get('content-type') ?? '')) {
    await upstream.body?.cancel();
    throw noImage();
  }
  keepContextHeaders(c);
  return fileResponse(upstream);
}

/** Canvas's download and preview paths (outside /api/v1), as the file JSON's url and preview_url name them, and its avatar images. */
export function downloadRoutes(deps: ProxyDeps): Hono {
  const handler = (c: Context) => download(c, deps);
  // Ids only (numeric, or Canvas's shard~id form): the app's own file browser, /courses/1/files/<folder path>, must
  // still get the app when a folder is called "download".
  return new Hono()
    .get('/images/*', (c) => image(c, deps))
    .get('/files/:id{[0-9~]+}/:kind{download|preview}', handler)
    .get('/:owner{courses|groups|users}/:ownerId{[0-9~]+|self}/files/:id{[0-9~]+}/:kind{download|preview}', handler);
}

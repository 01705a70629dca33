import { CanvasRequestError } from './http.js';
import type { CanvasFile } from './types.js';

export type FileContent = { name: string; content: string | Uint8Array; content_type?: string };

type Preflight = { upload_url: string; upload_params: Record<string, string> };

async function ok(response: Response, method: string, path: string): Promise<Response> {
  if (response.ok || (response.status >= 300 && response.status < 400)) return response;
  throw new CanvasRequestError(method, path, response.status, await response.text());
}

/**
 * Canvas's three-step upload: tell Canvas about the file at `preflightPath` (a course's, a user's, or a submission's
 * `.../files`), POST the bytes with the returned parameters to the returned URL (no token: the parameters authorize
 * it), then confirm at the URL that answer redirects to, with the token.
 */
export async function uploadFile(baseUrl: string, token: string, preflightPath: string, file: FileContent): Promise<CanvasFile> {
  // A copy: Blob takes bytes over an ArrayBuffer only, and a Buffer may sit on a shared one.
  const bytes = typeof file.content === 'string' ? new TextEncoder().encode(file.content) : new Uint8Array(file.content);
  const contentType = file.content_type ?? 'application/octet-stream';
  const auth = { Authorization: `Bearer ${token}` };
  const preflightUrl = new URL(preflightPath, baseUrl);
  const first = await ok(
    await fetch(preflightUrl, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: file.name, size: bytes.byteLength, content_type: contentType }),
    }),
    'POST',
    preflightPath,
  );
  const { upload_url, upload_params } = (await first.json()) as Preflight;

  const form = new FormData();
  for (const [key, value] of Object.entries(upload_params)) form.append(key, value);
  form.append('file', new Blob([bytes], { type: contentType }), file.name);
  const sent = await ok(await fetch(upload_url, { method: 'POST', body: form, redirect: 'manual' }), 'POST', upload_url);
  const location = sent.headers.get('Location');
  if (!location) throw new CanvasRequestError('POST', upload_url, sent.status, 'no Location to confirm the upload at');

  // A redirect is followed with GET; a 201 asks for a POST to its Location.
  const method = sent.status === 201 ? 'POST' : 'GET';
  const confirmed = await ok(await fetch(new URL(location, baseUrl), { method, headers: auth }), method, location);
  return (await confirmed.json()) as CanvasFile;
}

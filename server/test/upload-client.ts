import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { TestApp } from './test-app';

export type Preflight = { upload_url: string; upload_params: Record<string, string>; file_param: string };
type Answer = { status: number; body: unknown; headers: Headers };

const read = async (response: Response): Promise<Answer> => {
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null, headers: response.headers };
};

/** Step 2's body as a client sends it: every upload param in order, then the file part last. */
function uploadForm(params: Record<string, string>, bytes: Uint8Array | string, partName = 'file', filename = 'upload.bin'): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(params)) form.append(key, value);
  form.append(partName, new Blob([typeof bytes === 'string' ? bytes : Buffer.from(bytes)]), filename);
  return form;
}

/**
 * A step-2 body generated on the fly: `size` bytes of a repeating pattern, never held whole in memory. `onPull`
 * hears how many file bytes were handed out before each new chunk is made.
 */
export function streamedUpload(
  params: Record<string, string>,
  size: number,
  chunk = 64 * 1024,
  onPull: (sent: number) => void = () => undefined,
): { body: ReadableStream<Uint8Array>; contentType: string } {
  const boundary = 'lectern-test-boundary-7d1f';
  const encoder = new TextEncoder();
  const head = Object.entries(params)
    .map(([key, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`)
    .join('');
  const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const block = new Uint8Array(chunk).map((_, i) => i % 251);
  let sent = 0;
  let stage: 'head' | 'file' | 'tail' | 'done' = 'head';
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stage === 'head') {
        controller.enqueue(encoder.encode(head + fileHead));
        stage = 'file';
      } else if (stage === 'file') {
        onPull(sent);
        const n = Math.min(chunk, size - sent);
        controller.enqueue(block.slice(0, n));
        sent += n;
        if (sent >= size) stage = 'tail';
      } else if (stage === 'tail') {
        controller.enqueue(encoder.encode(`\r\n--${boundary}--\r\n`));
        stage = 'done';
      } else {
        controller.close();
      }
    },
  });
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function preflight(app: TestApp, path: string, token: string, params: Record<string, unknown>): Promise<Answer> {
  return app.send('POST', path, token, params);
}

/** Step 2 without any token, as canvasapi does; redirects are not followed. */
export async function postUpload(app: TestApp, pre: Preflight, bytes: Uint8Array | string, partName = 'file'): Promise<Answer> {
  return read(await app.request(pre.upload_url, { method: 'POST', body: uploadForm(pre.upload_params, bytes, partName), token: null }));
}

/** Step 3: the Location of step 2, without a token. */
export async function confirm(app: TestApp, location: string): Promise<Answer> {
  return read(await app.request(location, { token: null }));
}

/** All three steps; fails the test at the first unexpected status. Returns the confirm's answer. */
export async function uploadFile(
  app: TestApp,
  path: string,
  token: string,
  params: Record<string, unknown> & { name: string },
  bytes: Uint8Array | string,
  partName = 'file',
): Promise<Answer> {
  const pre = await preflight(app, path, token, params);
  if (pre.status !== 200) throw new Error(`preflight: ${pre.status} ${JSON.stringify(pre.body)}`);
  const step2 = await postUpload(app, pre.body as Preflight, bytes, partName);
  if (step2.status !== 302) throw new Error(`upload: ${step2.status} ${JSON.stringify(step2.body)}`);
  return confirm(app, step2.headers.get('location') ?? '');
}

/** Every file under DATA_DIR/files, relative (blobs are `<2 hex>/<64 hex>`). */
export function storedFiles(dataDir: string): string[] {
  const root = join(dataDir, 'files');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(root.length + 1));
}

import { describe, expect, it } from 'vitest';
import { fileReadWorld } from '../../../test/file-read-world';
import { preflight, storedFiles, type Preflight } from '../../../test/upload-client';
import { UPLOAD_LIMITS } from './receive-upload';

const BOUNDARY = 'limits-test-boundary';
const encoder = new TextEncoder();
const field = (name: string, value: string, extraHeaders = '') =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n${extraHeaders}\r\n${value}\r\n`;
const filePart = (bytes: string, name = 'file') =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\n${bytes}\r\n`;
const CLOSE = `--${BOUNDARY}--\r\n`;
const signed = (pre: Preflight) => Object.entries(pre.upload_params).map(([k, v]) => field(k, v)).join('');

/** A body handed out one chunk per pull, counting the pulls: a server that stops early leaves chunks unasked. */
function countedBody(chunks: string[]) {
  const sent = { pulls: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent.pulls === chunks.length) controller.close();
      else controller.enqueue(encoder.encode(chunks[sent.pulls++]));
    },
  });
  return { body, sent };
}

describe('upload step 2 refuses bodies past its limits', () => {
  const world = fileReadWorld();
  const { app, course } = world;

  const start = async (size = 5) =>
    (await preflight(app, `/api/v1/courses/${course.id}/files`, 'teacher-token', { name: 'limits.txt', size })).body as Preflight;
  const post = (pre: Preflight, body: BodyInit, contentType = `multipart/form-data; boundary=${BOUNDARY}`) =>
    app.request(pre.upload_url, { method: 'POST', body, headers: { 'Content-Type': contentType }, token: null, ...({ duplex: 'half' } as RequestInit) });
  /** The status and which rule refused: one limit standing in for another would not do. */
  const expectRefused = async (response: Response, because: RegExp) => {
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(because);
  };
  const temps = () => storedFiles(app.dataDir).filter((name) => name.endsWith('.tmp'));

  it('accepts the body these tests vary, so each refusal below is the limit at work', async () => {
    const pre = await start();
    const response = await post(pre, signed(pre) + field('note', 'x'.repeat(UPLOAD_LIMITS.fieldSize - 1)) + filePart('hello') + CLOSE);
    expect(response.status).toBe(302);
  });

  // busboy marks a value truncated once it reaches fieldSize, so the largest field taken is one byte less.
  it('refuses a field as large as the field cap', async () => {
    const pre = await start();
    await expectRefused(await post(pre, signed(pre) + field('note', 'x'.repeat(UPLOAD_LIMITS.fieldSize)) + filePart('hello') + CLOSE), /field note is too large/);
  });

  it('refuses 200,000 empty fields, answering before most of the body is read', async () => {
    const pre = await start();
    const batches = Array.from({ length: 200 }, () => field('', '').repeat(1000));
    const { body, sent } = countedBody([signed(pre), ...batches, filePart('hello') + CLOSE]);
    await expectRefused(await post(pre, body), /too many form fields/);
    expect(sent.pulls).toBeLessThan(10);
  });

  it('refuses a second file and keeps no temp file of the first', async () => {
    const pre = await start();
    await expectRefused(await post(pre, signed(pre) + filePart('hello') + filePart('again') + CLOSE), /one file/);
    expect(temps()).toEqual([]);
  });

  it('refuses a body of many parts that are not form fields', async () => {
    const pre = await start();
    const junk = `--${BOUNDARY}\r\nX-Junk: 1\r\n\r\n\r\n`.repeat(UPLOAD_LIMITS.parts + 1);
    await expectRefused(await post(pre, signed(pre) + junk + filePart('hello') + CLOSE), /too many parts/);
  });

  it('refuses part headers of more than 16 KB', async () => {
    const pre = await start();
    await expectRefused(await post(pre, signed(pre) + field('note', 'x', `X-Pad: ${'p'.repeat(17 * 1024)}\r\n`) + filePart('hello') + CLOSE), /could not be read: Malformed part header/);
  });

  it('refuses a multipart type without a boundary, a boundary the body never uses, and another content type', async () => {
    const pre = await start();
    const body = signed(pre) + filePart('hello') + CLOSE;
    await expectRefused(await post(pre, body, 'multipart/form-data'), /with a boundary/);
    await expectRefused(await post(pre, body, 'multipart/form-data; boundary=not-the-one'), /could not be read: Unexpected end of form/);
    await expectRefused(await post(pre, body, 'application/x-www-form-urlencoded'), /must be a multipart/);
  });

  it('refuses a body that ends mid-file, leaving no bytes on disk nor on any upload row', async () => {
    const withBytes = () =>
      app.db.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM attachments WHERE workflow_state = 'pending_upload' AND storage_key IS NOT NULL").get()?.n;
    const pre = await start(10);
    const [files, rows] = [storedFiles(app.dataDir), withBytes()];
    await expectRefused(await post(pre, `${signed(pre)}--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nhalf`), /could not be read/);
    expect(storedFiles(app.dataDir)).toEqual(files);
    expect(withBytes()).toBe(rows);
  });
});

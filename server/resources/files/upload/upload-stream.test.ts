import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileContract } from '../../../../src/api/schemas/contracts';
import { expectContract } from '../../../test/contract';
import { createTestApp } from '../../../test/test-app';
import { standardWorld } from '../../../test/test-data';
import { confirm, preflight, streamedUpload, type Preflight } from '../../../test/upload-client';

const MB = 1024 * 1024;
const SIZE = 50 * MB;
const CHUNK = 64 * 1024;

/** What streamedUpload sends, hashed chunk by chunk so the test holds no copy of it either. */
function expectedSha(): string {
  const hash = createHash('sha256');
  const block = new Uint8Array(CHUNK).map((_, i) => i % 251);
  for (let sent = 0; sent < SIZE; sent += CHUNK) hash.update(block.subarray(0, Math.min(CHUNK, SIZE - sent)));
  return hash.digest('hex');
}

const sha256OfFile = (path: string) =>
  new Promise<string>((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(path).on('data', (chunk) => hash.update(chunk)).on('end', () => resolve(hash.digest('hex'))).on('error', reject);
  });

describe('a 50 MB upload', () => {
  it('streams to disk: the server asks for the next chunk only when the last ones are written, and the bytes arrive whole', async () => {
    const app = createTestApp();
    const w = standardWorld(app.data);
    app.db.prepare('UPDATE courses SET storage_quota_mb = 100 WHERE id = ?').run(w.course.id);
    const pre = (await preflight(app, `/api/v1/courses/${w.course.id}/files`, 'teacher-token', { name: 'big.bin', size: SIZE })).body as Preflight;

    // Memory figures are noisy (buffers are freed lazily); how far the body runs ahead of the temp file is not.
    const filesDir = join(app.dataDir, 'files');
    let mostAhead = 0;
    let checks = 0;
    const watch = (sent: number) => {
      if (!existsSync(filesDir)) return;
      const temp = readdirSync(filesDir).find((name) => name.endsWith('.tmp'));
      if (temp === undefined) return;
      checks++;
      mostAhead = Math.max(mostAhead, sent - statSync(join(filesDir, temp)).size);
    };
    const { body, contentType } = streamedUpload(pre.upload_params, SIZE, CHUNK, watch);
    const response = await app.request(pre.upload_url, {
      method: 'POST',
      body,
      headers: { 'Content-Type': contentType },
      token: null,
      // Node's Request needs this for a streamed body.
      ...({ duplex: 'half' } as RequestInit),
    });
    expect(response.status).toBe(302);
    expect(checks).toBeGreaterThan(700);
    // A buffering server would take the whole body first; this one stays within a few chunks of the disk.
    expect(mostAhead).toBeLessThanOrEqual(4 * CHUNK);

    const confirmed = await confirm(app, response.headers.get('location') ?? '');
    const file = expectContract(fileContract, confirmed.body);
    expect(file.size).toBe(SIZE);
    const row = app.db.prepare<[number], { storage_key: string }>('SELECT storage_key FROM attachments WHERE id = ?').get(file.id);
    expect(await sha256OfFile(join(app.dataDir, 'files', row?.storage_key ?? 'missing'))).toBe(expectedSha());
  });
});

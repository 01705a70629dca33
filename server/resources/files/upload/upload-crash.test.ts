import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { exited, startServer, type ServerProcess } from '../../../test/server-process';
import { storedFiles, type Preflight } from '../../../test/upload-client';

const TOKEN = 'demo-teacher';
const COURSE = 1;
const auth = { Authorization: `Bearer ${TOKEN}` };
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

type Upload = { name: string; bytes: Buffer; confirmedId?: number };

async function preflight(server: ServerProcess, upload: Upload): Promise<Preflight> {
  const response = await fetch(`${server.url}/api/v1/courses/${COURSE}/files`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: upload.name, size: upload.bytes.length, parent_folder_path: 'crash test' }),
  });
  return (await response.json()) as Preflight;
}

const form = (pre: Preflight, bytes: Buffer) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(pre.upload_params)) body.append(key, value);
  body.append('file', new Blob([new Uint8Array(bytes)]), 'upload.bin');
  return body;
};

/** All three steps; records the id only when the confirm's 200 arrived. */
async function completeUpload(server: ServerProcess, upload: Upload): Promise<void> {
  const pre = await preflight(server, upload);
  const step2 = await fetch(pre.upload_url, { method: 'POST', body: form(pre, upload.bytes), redirect: 'manual' });
  const confirmed = await fetch(step2.headers.get('location') ?? '');
  if (confirmed.status === 200) upload.confirmedId = ((await confirmed.json()) as { id: number }).id;
}

/** Sends the fields and part of the file, then stalls: an upload the kill catches mid-stream. */
async function stalledUpload(server: ServerProcess, upload: Upload, signal: AbortSignal): Promise<void> {
  const pre = await preflight(server, upload);
  const boundary = 'crash-test-boundary';
  const fields = Object.entries(pre.upload_params).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  const head = `${fields.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x"\r\n\r\n`;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(head));
      controller.enqueue(upload.bytes.subarray(0, upload.bytes.length / 2));
      // Never closed: the rest never comes.
    },
  });
  const headers = { 'Content-Type': `multipart/form-data; boundary=${boundary}` };
  await fetch(pre.upload_url, { method: 'POST', body, headers, duplex: 'half', signal } as RequestInit);
}

describe('uploads when the server is killed with SIGKILL', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lectern-crash-'));
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const { child } of servers) {
      child.kill('SIGKILL');
      await exited(child);
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every confirmed upload whole, lists nothing half-written and leaves no orphan bytes after a restart', async () => {
    const first = await startServer(dataDir);
    servers.push(first);
    const uploads: Upload[] = Array.from({ length: 20 }, (_, i) => ({ name: `crash ${i}.bin`, bytes: randomBytes(64 * 1024 * (1 + (i % 5) * 8)) }));
    const complete = uploads.slice(0, 12);
    const stalled = uploads.slice(12);
    const confirms = complete.map((upload) => completeUpload(first, upload).catch(() => undefined));
    // A request whose body never ends outlives the server's socket in undici: the test lets go of it itself.
    const letGo = new AbortController();
    const stalls = stalled.map((upload) => stalledUpload(first, upload, letGo.signal).catch(() => undefined));
    // Kill once some confirms are in and the stalled uploads have bytes in temp files: the rest are mid-flight.
    const deadline = Date.now() + 10_000;
    const tempCount = () => readdirSync(join(dataDir, 'files')).filter((n) => n.endsWith('.tmp')).length;
    while (Date.now() < deadline && (complete.filter((u) => u.confirmedId).length < 4 || tempCount() < stalled.length)) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    first.child.kill('SIGKILL');
    await exited(first.child);
    letGo.abort();
    await Promise.all([...confirms, ...stalls]);
    const confirmed = uploads.filter((u) => u.confirmedId !== undefined);
    expect(confirmed.length).toBeGreaterThanOrEqual(4);
    expect(existsSync(join(dataDir, 'files')) && tempCount()).toBeGreaterThan(0);

    const second = await startServer(dataDir);
    servers.push(second);
    for (const upload of confirmed) {
      const file = (await (await fetch(`${second.url}/api/v1/files/${upload.confirmedId}`, { headers: auth })).json()) as { url: string };
      const bytes = Buffer.from(await (await fetch(file.url)).arrayBuffer());
      expect(sha256(bytes)).toBe(sha256(upload.bytes));
    }
    // Whatever is listed is whole, including a confirm the kill cut off before its answer left.
    const listed = (await (await fetch(`${second.url}/api/v1/courses/${COURSE}/files?search_term=crash&per_page=100`, { headers: auth })).json()) as { display_name: string; url: string }[];
    expect(listed.length).toBeGreaterThanOrEqual(confirmed.length);
    for (const file of listed) {
      const upload = uploads.find((u) => u.name === file.display_name);
      expect(upload?.confirmedId !== undefined || complete.includes(upload as Upload)).toBe(true);
      expect(sha256(Buffer.from(await (await fetch(file.url)).arrayBuffer()))).toBe(sha256(upload?.bytes ?? Buffer.alloc(0)));
    }

    // After the start-up sweep: no temp files, no pending rows, and every blob is used and whole.
    const db = new Database(join(dataDir, 'lectern.sqlite'), { readonly: true });
    const used = new Set(db.prepare<[], { k: string }>(`SELECT storage_key AS k FROM attachments WHERE workflow_state <> 'deleted'`).all().map((r) => r.k));
    const pending = db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM attachments WHERE workflow_state = 'pending_upload'`).get()?.n;
    db.close();
    expect(pending).toBe(0);
    for (const path of storedFiles(dataDir)) {
      expect(path).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{64}$/);
      expect(used.has(path)).toBe(true);
      expect(sha256(readFileSync(join(dataDir, 'files', path)))).toBe(path.slice(3));
    }
  }, 40_000);
});

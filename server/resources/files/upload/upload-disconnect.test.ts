import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exited, startServer, type ServerProcess } from '../../../test/server-process';
import type { Preflight } from '../../../test/upload-client';

const auth = { Authorization: 'Bearer demo-teacher', 'Content-Type': 'application/json' };
const BOUNDARY = 'disconnect-test-boundary';
const SIZE = 1024 * 1024;

/** Step 2 over a raw socket: the fields and a first piece of the file, and no more; the caller resets it. */
async function partialUpload(pre: Preflight): Promise<Socket> {
  const fields = Object.entries(pre.upload_params).map(([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  const head = `${fields.join('')}--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="x"\r\n\r\n`;
  const url = new URL(pre.upload_url);
  const socket = connect(Number(url.port), url.hostname);
  socket.on('error', () => undefined);
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    `POST ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
      `Content-Length: ${head.length + SIZE + 64}\r\n\r\n${head}`,
  );
  socket.write(Buffer.alloc(64 * 1024, 1));
  return socket;
}

/** Until `done` holds, checked every few milliseconds; the test's own timeout bounds it. */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('clients that leave in the middle of an upload', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lectern-disconnect-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    if (server) await exited(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('leave the server up, answering, with no temp file behind', async () => {
    server = await startServer(dataDir);
    const running = server;
    const temps = () => readdirSync(join(dataDir, 'files')).filter((name) => name.endsWith('.tmp')).length;
    const preflights = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const response = await fetch(`${running.url}/api/v1/courses/1/files`, { method: 'POST', headers: auth, body: JSON.stringify({ name: `gone ${i}.bin`, size: SIZE }) });
        return (await response.json()) as Preflight;
      }),
    );
    const sockets = await Promise.all(preflights.map(partialUpload));
    // Reset once the server writes every upload's bytes to disk: each disconnect lands mid-file.
    await until(() => existsSync(join(dataDir, 'files')) && temps() === sockets.length);
    for (const socket of sockets) socket.resetAndDestroy();

    // Every upload was cut off mid-file; the process is still there and answers the next caller.
    const self = await fetch(`${running.url}/api/v1/users/self`, { headers: auth });
    expect(self.status).toBe(200);
    expect(running.child.exitCode).toBeNull();
    await until(() => temps() === 0);
  });
});

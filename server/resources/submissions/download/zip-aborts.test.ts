import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../../db/seed/demo-ids';
import { exited, freePort, listeningWorkers, startServer, type ServerProcess } from '../../../test/server-process';

const CLIENTS = 20;
const { biology } = DEMO_IDS;
/** The demo photo journal: every student uploaded images, so the zip streams files from disk. */
const ZIP = `/courses/${DEMO_IDS.courses.biology}/assignments/${biology.assignments.photoJournal}/submissions?zip=1`;

/** A grader's browser closing the tab once the download has started: resets the connection at the first byte. */
function leaveMidDownload(url: string): Promise<void> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(`GET ${ZIP} HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: Bearer demo-teacher\r\n\r\n`);
    });
    socket.once('data', () => socket.resetAndDestroy());
    socket.on('error', () => undefined);
    socket.on('close', () => resolve());
  });
}

describe('download all, as a real process, when graders leave mid-download', () => {
  let dataDir: string;
  let server: ServerProcess;
  let health: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'lectern-zip-aborts-'));
    const healthPort = await freePort();
    health = `http://127.0.0.1:${healthPort}`;
    server = await startServer(dataDir, { LECTERN_WORKERS: '2', LECTERN_HEALTH_PORT: String(healthPort) });
    while ((await listeningWorkers(health)).length < 2) await new Promise((resolve) => setTimeout(resolve, 50));
  }, 30_000);

  afterAll(async () => {
    if (server.child.exitCode === null) server.child.kill('SIGTERM');
    await exited(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`stays up through ${CLIENTS} downloads reset after one byte, and then sends whole zips`, async () => {
    const workers = await listeningWorkers(health);
    await Promise.all(Array.from({ length: CLIENTS }, () => leaveMidDownload(server.url)));
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${server.url}${ZIP}`, { headers: { Authorization: 'Bearer demo-teacher' } });
      const bytes = await response.arrayBuffer();
      expect([response.status, bytes.byteLength], server.output()).toEqual([200, Number(response.headers.get('content-length'))]);
      expect(bytes.byteLength).toBeGreaterThan(1000);
    }
    expect(await listeningWorkers(health)).toEqual(workers);
  }, 30_000);
});

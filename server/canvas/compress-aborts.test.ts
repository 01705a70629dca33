import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSchoolCanvas } from '../proxy/proxy-test-servers';
import { exited, freePort, listeningWorkers, startServer, type ServerProcess } from '../test/server-process';

const CLIENTS = 40;
/** The admin's account course list with its teachers: tens of kilobytes, more than one compressed chunk. */
const LARGE = '/api/v1/accounts/1/courses?per_page=100&include[]=teachers&include[]=term&include[]=total_students';

/**
 * A browser leaving mid-answer: asks for `path` compressed, and resets the connection as soon as the first byte of
 * the answer arrives. Resolves once the socket is closed.
 */
function leaveMidAnswer(url: string, path: string): Promise<void> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: Bearer demo-admin\r\nAccept-Encoding: gzip, br\r\n\r\n`,
      );
    });
    socket.once('data', () => socket.resetAndDestroy());
    socket.on('error', () => undefined);
    socket.on('close', () => resolve());
  });
}

/** Whole compressed answers after the aborts: the process notices a reset asynchronously, these run after it has. */
async function stillAnswers(server: ServerProcess): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) {
    const headers = { Authorization: 'Bearer demo-admin', 'Accept-Encoding': 'gzip, br' };
    // A refused connection (the process is gone) counts as 0 rather than ending the loop.
    const status = await fetch(`${server.url}${LARGE}`, { headers }).then(async (res) => (await res.arrayBuffer(), res.status), () => 0);
    statuses.push(status);
  }
  return statuses;
}

describe.each([
  ['the proxy', true],
  ['the embedded server', false],
])('%s, as a real process, when browsers leave mid-answer', (_name, proxied) => {
  let dataDir: string;
  let server: ServerProcess;
  let closeCanvas: (() => Promise<void>) | undefined;
  let health: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'lectern-aborts-'));
    const canvas = proxied ? await startSchoolCanvas() : undefined;
    closeCanvas = canvas?.close;
    const healthPort = await freePort();
    health = `http://127.0.0.1:${healthPort}`;
    // Under their primary, as both modes run: a worker that died would be replaced, so its process id tells.
    const mode: Record<string, string> = canvas ? { CANVAS_URL: canvas.url } : { LECTERN_WORKERS: '2' };
    server = await startServer(dataDir, { ...mode, LECTERN_HEALTH_PORT: String(healthPort) });
    while ((await listeningWorkers(health)).length < (proxied ? 1 : 2)) await new Promise((resolve) => setTimeout(resolve, 50));
  }, 30_000);

  afterAll(async () => {
    if (server.child.exitCode === null) server.child.kill('SIGTERM');
    await exited(server.child);
    await closeCanvas?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`stays up through ${CLIENTS} compressed answers reset after one byte, and answers 200 after`, async () => {
    const workers = await listeningWorkers(health);
    await Promise.all(Array.from({ length: CLIENTS }, () => leaveMidAnswer(server.url, LARGE)));
    expect(await stillAnswers(server), server.output()).toEqual([200, 200, 200, 200, 200]);
    expect(await listeningWorkers(health)).toEqual(workers);
  }, 30_000);
});

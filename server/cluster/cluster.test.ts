import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSchoolCanvas } from '../proxy/proxy-test-servers';
import { exited, freePort, listeningWorkers, startServer, type ServerProcess } from '../test/server-process';

const ADMIN = { Authorization: 'Bearer demo-admin', 'Content-Type': 'application/json' };
const WRITES = 200;

type Sent = { method?: string; headers?: Record<string, string>; body?: Buffer };

/** A request on a connection of its own: node:cluster hands each new connection to the next worker in turn. */
function fresh(url: string, { method = 'GET', headers = ADMIN, body }: Sent = {}): Promise<{ status: number; body: string; location?: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, agent: false, headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, location: res.headers.location }));
    });
    req.on('error', reject);
    // A hang fails the test at once rather than at its timeout.
    req.setTimeout(5000, () => req.destroy(new Error(`no answer from ${url} within 5 s`)));
    req.end(body);
  });
}

const freshGet = (url: string) => fresh(url);

/** The multipart body a browser would send for upload step 2, as bytes and their content type. */
async function multipart(params: Record<string, string>, bytes: string): Promise<{ body: Buffer; type: string }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(params)) form.append(key, value);
  form.append('file', new Blob([bytes]), 'upload.txt');
  const encoded = new Request('http://form.local', { method: 'POST', body: form });
  return { body: Buffer.from(await encoded.arrayBuffer()), type: encoded.headers.get('content-type') ?? '' };
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the embedded server with two worker processes over one database', () => {
  let dataDir: string;
  let server: ServerProcess;
  let health: string;
  const workers = () => listeningWorkers(health);

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'lectern-cluster-'));
    const healthPort = await freePort();
    health = `http://127.0.0.1:${healthPort}`;
    server = await startServer(dataDir, { LECTERN_WORKERS: '2', LECTERN_HEALTH_PORT: String(healthPort) });
    // "running at" comes with the first worker; the second may still be opening the database.
    while ((await workers()).length < 2) await new Promise((resolve) => setTimeout(resolve, 50));
  }, 30_000);

  afterAll(async () => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await exited(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`keeps every one of ${WRITES} concurrent creates and ${WRITES} concurrent renames, with reads in between`, async () => {
    const post = (i: number) =>
      fetch(`${server.url}/api/v1/accounts/1/courses`, { method: 'POST', headers: ADMIN, body: JSON.stringify({ course: { name: `Load ${i}` } }) });
    const read = () => fetch(`${server.url}/api/v1/accounts/1/courses?per_page=100`, { headers: ADMIN });
    const created = await Promise.all(Array.from({ length: WRITES }, (_, i) => [post(i), read()]).flat());
    expect(created.map((res) => res.status).filter((status) => status !== 200)).toEqual([]);
    const ids = await Promise.all(created.filter((_, i) => i % 2 === 0).map(async (res) => ((await res.json()) as { id: string }).id));
    expect(new Set(ids).size).toBe(WRITES);

    const rename = (id: string, i: number) =>
      fetch(`${server.url}/api/v1/courses/${id}`, { method: 'PUT', headers: ADMIN, body: JSON.stringify({ course: { name: `Renamed ${i}` } }) });
    const renamed = await Promise.all(ids.map((id, i) => [rename(id, i), read()]).flat());
    expect(renamed.map((res) => res.status).filter((status) => status !== 200)).toEqual([]);

    const names = await Promise.all(
      ids.map(async (id) => ((await (await fetch(`${server.url}/api/v1/courses/${id}`, { headers: ADMIN })).json()) as { name: string }).name),
    );
    expect(names).toEqual(ids.map((_, i) => `Renamed ${i}`));
  }, 60_000);

  it('completes uploads whose three steps each reach whichever worker takes the connection', async () => {
    for (let i = 0; i < 4; i++) {
      const preflight = await fresh(`${server.url}/api/v1/courses/1/files`, {
        method: 'POST',
        headers: ADMIN,
        body: Buffer.from(JSON.stringify({ name: `across ${i}.txt`, size: 5, parent_folder_path: 'across workers' })),
      });
      expect(preflight.status).toBe(200);
      const pre = JSON.parse(preflight.body) as { upload_url: string; upload_params: Record<string, string> };
      const form = await multipart(pre.upload_params, `hi ${i}!`);
      const step2 = await fresh(pre.upload_url, { method: 'POST', headers: { 'Content-Type': form.type }, body: form.body });
      expect(step2.status, step2.body).toBe(302);
      const confirmed = await fresh(step2.location ?? '', { method: 'GET', headers: {} });
      expect(confirmed.status, confirmed.body).toBe(200);
    }
  }, 30_000);

  it('answers its health port while every worker is stopped mid-request, and serves that request once they resume', async () => {
    const pids = await workers();
    for (const pid of pids) process.kill(pid, 'SIGSTOP');
    try {
      let answered = false;
      const pending = freshGet(`${server.url}/api/v1/courses`).then((res) => ((answered = true), res));
      const healthz = await fetch(`${health}/healthz`);
      expect(healthz.status).toBe(200);
      expect(answered).toBe(false);
      for (const pid of pids) process.kill(pid, 'SIGCONT');
      expect((await pending).status).toBe(200);
    } finally {
      for (const pid of pids) if (alive(pid)) process.kill(pid, 'SIGCONT');
    }
  }, 30_000);

  it('keeps answering when a worker dies, and starts another in its place', async () => {
    const [victim, survivor] = await workers();
    if (victim === undefined || survivor === undefined) throw new Error('expected two workers');
    process.kill(victim, 'SIGKILL');
    // A connection handed to the victim before the primary saw it die is lost with it, like the requests it was
    // serving; from then on the survivor answers while the replacement starts.
    let now = await workers();
    while (now.includes(victim)) now = await workers();
    for (let i = 0; i < 20; i++) expect((await freshGet(`${server.url}/api/v1/courses`)).status).toBe(200);
    while (now.length < 2) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      now = await workers();
    }
    expect(now).toContain(survivor);
    expect(now).not.toContain(victim);
  }, 30_000);

  it('stops every worker on SIGTERM', async () => {
    const pids = await workers();
    server.child.kill('SIGTERM');
    await exited(server.child);
    expect(server.child.exitCode).toBe(0);
    // Workers close SQLite and leave on their own: none outlives the primary by more than a moment.
    const deadline = Date.now() + 5000;
    while (pids.some(alive) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pids.filter(alive)).toEqual([]);
  }, 30_000);
});

describe('the proxy under its primary', () => {
  let dataDir: string;
  let server: ServerProcess;
  let health: string;
  let closeCanvas: () => Promise<void>;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'lectern-proxy-cluster-'));
    const canvas = await startSchoolCanvas();
    closeCanvas = canvas.close;
    const healthPort = await freePort();
    health = `http://127.0.0.1:${healthPort}`;
    // A fixed port: with its only worker gone, node:cluster would give a replacement's listen(0) another port.
    const port = String(await freePort());
    server = await startServer(dataDir, { CANVAS_URL: canvas.url, PORT: port, LECTERN_HEALTH_PORT: String(healthPort), LECTERN_WORKERS: '4' });
  }, 30_000);

  afterAll(async () => {
    if (server.child.exitCode === null) server.child.kill('SIGTERM');
    await exited(server.child);
    await closeCanvas();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs one worker whatever LECTERN_WORKERS says, starts another when it dies, and the new one opens the old session', async () => {
    const [victim, ...others] = await listeningWorkers(health);
    expect(others).toEqual([]);
    if (victim === undefined) throw new Error('expected a worker');
    const signIn = await fetch(`${server.url}/lectern/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ access_token: 'demo-teacher' }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');

    process.kill(victim, 'SIGKILL');
    let now = await listeningWorkers(health);
    while (now.length !== 1 || now.includes(victim)) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      now = await listeningWorkers(health);
    }
    expect((await freshGet(`${server.url}/healthz`)).status).toBe(200);
    const session = await fresh(`${server.url}/lectern/session`, { headers: { Cookie: cookie } });
    expect(session.status, session.body).toBe(200);
    expect(server.child.exitCode).toBeNull();
  }, 30_000);
});

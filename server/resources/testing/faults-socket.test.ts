import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listen, type LiveServer } from '../../test/live-server';
import { exited, startServer, type ServerProcess } from '../../test/server-process';
import { createTestApp } from '../../test/test-app';
import { standardWorld } from '../../test/test-data';

/** The app with testing on, served on a real socket as main.ts serves it. */
function socketWorld() {
  const app = createTestApp({ testing: true });
  const w = standardWorld(app.data);
  const putRules = async (rules: unknown[]) => expect((await app.send('PUT', '/lectern/testing/faults', 'admin-token', { rules })).status).toBe(200);
  const hits = async () => ((await app.get('/lectern/testing/faults', 'admin-token')).body as { rules: { hits: number }[] }).rules.map((r) => r.hits);
  const assignmentCount = () => app.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM assignments').get()?.n;
  return { app, ...w, putRules, hits, assignmentCount };
}

describe('faults on a real socket', () => {
  let server: LiveServer | undefined;
  const base = () => `http://${server?.host}:${server?.port}`;
  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${base()}${path}`, { ...init, headers: { Authorization: 'Bearer teacher-token', 'Content-Type': 'application/json' } });
  const createAssignment = (courseId: number, init: RequestInit = {}) =>
    call(`/api/v1/courses/${courseId}/assignments`, { method: 'POST', body: JSON.stringify({ assignment: { name: 'Lab report' } }), ...init });

  afterEach(async () => {
    vi.restoreAllMocks();
    await server?.close();
    server = undefined;
  });

  it('drops the connection without an answer: fetch rejects, the route never runs, and the next request is answered', async () => {
    const { app, course, putRules, hits, assignmentCount } = socketWorld();
    server = await listen(app.hono);
    await putRules([{ method: 'POST', path: '/api/v1/courses/*/assignments', drop: true, count: 2 }]);
    const before = assignmentCount();

    await expect(createAssignment(course.id)).rejects.toThrow(TypeError);
    await expect(createAssignment(course.id)).rejects.toThrow(TypeError);
    expect(assignmentCount()).toBe(before);
    expect(await hits()).toEqual([2]);

    expect((await createAssignment(course.id)).status).toBe(201);
    expect((await call(`/api/v1/courses/${course.id}`)).status).toBe(200);
  });

  it('stops the delay when the caller hangs up during it: its timer is cleared and the route never runs', async () => {
    const { app, course, putRules, hits, assignmentCount } = socketWorld();
    server = await listen(app.hono);
    await putRules([{ method: 'POST', path: '/api/v1/courses/*/assignments', latency_ms: 60_000 }]);
    const before = assignmentCount();
    const started = vi.spyOn(globalThis, 'setTimeout');
    const cleared = vi.spyOn(globalThis, 'clearTimeout');

    const caller = new AbortController();
    const pending = createAssignment(course.id, { signal: caller.signal });
    await vi.waitFor(async () => expect(await hits()).toEqual([1]));
    const delay = started.mock.results.find((_, i) => started.mock.calls[i]?.[1] === 60_000)?.value as unknown;
    expect(delay).toBeDefined();
    caller.abort();
    await expect(pending).rejects.toThrow();

    await vi.waitFor(() => expect(cleared.mock.calls.some(([timer]) => timer === delay)).toBe(true));
    expect(assignmentCount()).toBe(before);
    expect((await call(`/api/v1/courses/${course.id}`)).status).toBe(200);
  });
});

describe('a dropped connection in the real server process', () => {
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'lectern-faults-'));
    server = await startServer(dataDir, { LECTERN_TESTING: 'on' });
  }, 30_000);

  afterAll(async () => {
    if (server.child.exitCode === null) server.child.kill('SIGTERM');
    await exited(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the process up and answering after connections it dropped', async () => {
    const headers = { Authorization: 'Bearer demo-admin', 'Content-Type': 'application/json' };
    const rules = [{ path: '/api/v1/users/self', drop: true, count: 3 }];
    const put = await fetch(`${server.url}/lectern/testing/faults`, { method: 'PUT', headers, body: JSON.stringify({ rules }) });
    expect(put.status).toBe(200);
    for (let i = 0; i < 3; i++) await expect(fetch(`${server.url}/api/v1/users/self`, { headers })).rejects.toThrow(TypeError);
    expect((await fetch(`${server.url}/api/v1/users/self`, { headers })).status).toBe(200);
    expect(server.child.exitCode, server.output()).toBeNull();
  }, 30_000);
});

import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../scripts/build-server.mjs';
import { exited, startServer, type ServerProcess } from './test/server-process';
import { TESTING_ROUTES } from './test/testing-routes';

/**
 * The server as `npm run serve` runs it: compiled to JavaScript, with no TypeScript loader. A fresh data dir makes
 * it read every file it keeps beside its code (the migrations, the demo seed's video), and the answers below come
 * from code it loads only on first use (the GraphQL schema, the HTML sanitizer).
 */
describe('the compiled server', () => {
  // Inside the project, so the compiled code finds node_modules as dist-server/ does.
  mkdirSync('.cache', { recursive: true });
  const outDir = mkdtempSync(join('.cache', 'compiled-server-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'lectern-compiled-'));
  let server: ServerProcess;
  const send = (path: string, body?: unknown) =>
    fetch(`${server.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { Authorization: 'Bearer demo-teacher', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  beforeAll(async () => {
    await buildServer(outDir);
    server = await startServer(dataDir, {}, [join(outDir, 'main.js')]);
  }, 60_000);
  afterAll(async () => {
    server.child.kill('SIGTERM');
    await exited(server.child);
    rmSync(outDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates and seeds a new data dir, then answers /healthz and the API', async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const courses = await send('/api/v1/courses');
    expect(courses.status).toBe(200);
    expect(((await courses.json()) as { name: string }[]).map((course) => course.name)).toContain('Biology 101');
    const video = await send('/api/v1/courses/1/files?search_term=osmosis');
    expect(((await video.json()) as { size: number }[]).some((file) => file.size > 1000)).toBe(true);
  });

  it('answers a GraphQL query and sanitizes HTML, with the code it loads on first use', async () => {
    const graphql = await send('/api/graphql', { query: '{ __typename }' });
    expect(await graphql.json()).toEqual({ data: { __typename: 'Query' } });
    const preview = await send('/api/v1/courses/1/preview_html', { html: '<p onclick="x()">Hi<script>alert(1)</script></p>' });
    expect(await preview.json()).toEqual({ html: '<p>Hi</p>' });
  });

  it('has no testing controls unless LECTERN_TESTING=on: each /lectern/testing/* path is not found', async () => {
    const statuses = await Promise.all(TESTING_ROUTES.map(async ([method, path, body]) => {
      const init = { method, headers: { Authorization: 'Bearer demo-admin', 'Content-Type': 'application/json' }, body: body && JSON.stringify(body) };
      return (await fetch(`${server.url}${path}`, init)).status;
    }));
    expect(statuses).toEqual(TESTING_ROUTES.map(() => 404));
  });
});

import { Agent, request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../canvas/context';
import { seedDemo } from '../../db/seed/seed';
import { DEMO_IDS } from '../../db/seed/demo-ids';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TestData } from '../../test/test-data';
import { listen, type LiveServer } from '../../test/live-server';
import { storedFiles, uploadFile } from '../../test/upload-client';

const TOKENS = { admin: 'admin-token', teacher: 'teacher-token', student: 'student-token' };

/** The demo seed, with tokens the in-process app accepts (the demo ones work only from loopback), then the app. */
function seededApp(): TestApp {
  return createTestApp({
    testing: true,
    before: (db, dataDir) => {
      seedDemo(db, { dataDir });
      const data = new TestData(db);
      data.token(DEMO_IDS.users.admin, TOKENS.admin);
      data.token(DEMO_IDS.users.teacher, TOKENS.teacher);
      data.token(DEMO_IDS.users.student, TOKENS.student);
    },
  });
}

/** Every row of every table, in rowid order, and every stored file: what a reset must give back exactly. */
function everything(app: TestApp): { rows: Record<string, unknown[]>; files: string[] } {
  const db: Db = app.db;
  const tables = db.prepare<[], { name: string }>("SELECT name FROM main.sqlite_master WHERE type = 'table' ORDER BY name").all();
  const rows = Object.fromEntries(tables.map(({ name }) => [name, db.prepare(`SELECT rowid AS lectern_rowid, * FROM main."${name}" ORDER BY rowid`).all()]));
  return { rows, files: storedFiles(app.dataDir).sort() };
}

const reset = (app: TestApp) => app.send('POST', '/lectern/testing/reset', TOKENS.admin);

describe('POST /lectern/testing/reset', () => {
  it('puts back every row and file as seeded, and ids continue where the seed left them', async () => {
    const app = seededApp();
    const seeded = everything(app);

    const course = await app.send('POST', '/api/v1/accounts/1/courses', TOKENS.admin, { course: { name: 'Scratch' } });
    expect(course.status).toBe(200);
    const firstNewId = (course.body as { id: string }).id;
    const enrolled = await app.send('POST', `/api/v1/courses/${firstNewId}/enrollments`, TOKENS.admin, {
      enrollment: { user_id: DEMO_IDS.users.student, type: 'StudentEnrollment' },
    });
    expect(enrolled.status).toBe(200);
    const { biology } = DEMO_IDS.courses;
    const graded = await app.send('PUT', `/api/v1/courses/${biology}/assignments/1/submissions/${DEMO_IDS.users.student}`, TOKENS.teacher, {
      submission: { posted_grade: '3' },
    });
    expect(graded.status).toBe(200);
    const uploaded = await uploadFile(app, `/api/v1/courses/${biology}/files`, TOKENS.teacher, { name: 'fresh.txt' }, 'bytes made after the seed');
    const uploadedId = (uploaded.body as { id: string }).id;
    const files = (await app.get(`/api/v1/courses/${biology}/files?per_page=100`, TOKENS.teacher)).body as { id: string; size: number }[];
    const seededFile = files.find((file) => file.size > 0 && file.id !== uploadedId);
    if (!seededFile) throw new Error('the demo seed has files in Biology 101');
    const seededBytes = await (await app.request(`/files/${seededFile.id}/download`, { token: TOKENS.teacher })).arrayBuffer();
    expect((await app.send('DELETE', `/api/v1/files/${seededFile.id}`, TOKENS.teacher)).status).toBe(200);
    expect((await app.send('DELETE', `/api/v1/courses/${biology}`, TOKENS.admin, { event: 'delete' })).status).toBe(200);
    expect(everything(app)).not.toEqual(seeded);

    const answer = await reset(app);
    expect(answer).toMatchObject({ status: 200, body: { reset: true } });
    expect(everything(app)).toEqual(seeded);
    expect((await app.get(`/api/v1/courses/${biology}`, TOKENS.teacher)).status).toBe(200);
    expect((await app.get(`/api/v1/files/${uploadedId}`, TOKENS.teacher)).status).toBe(404);
    const back = await app.request(`/files/${seededFile.id}/download`, { token: TOKENS.teacher });
    expect(Buffer.from(await back.arrayBuffer())).toEqual(Buffer.from(seededBytes));
    const next = await app.send('POST', '/api/v1/accounts/1/courses', TOKENS.admin, { course: { name: 'Again' } });
    expect((next.body as { id: string }).id).toBe(firstNewId);
  });

  it('clears the fault rules and puts the clock back on real time', async () => {
    const app = seededApp();
    const faulted = await app.send('PUT', '/lectern/testing/faults', TOKENS.admin, { rules: [{ path: '/api/v1/courses', status: 503 }] });
    expect(faulted.status).toBe(200);
    // The fault answers as Canvas's own 503 page does, in HTML.
    expect((await app.request('/api/v1/courses', { token: TOKENS.teacher })).status).toBe(503);
    expect((await app.send('PUT', '/lectern/testing/clock', TOKENS.admin, { now: '2031-05-01T12:00:00Z' })).status).toBe(200);

    expect((await reset(app)).status).toBe(200);
    expect((await app.get('/api/v1/courses', TOKENS.teacher)).status).toBe(200);
    expect((await app.get('/lectern/testing/faults', TOKENS.admin)).body).toEqual({ rules: [] });
    const course = await app.send('POST', '/api/v1/accounts/1/courses', TOKENS.admin, { course: { name: 'Now' } });
    expect((course.body as { created_at: string }).created_at.startsWith('2031')).toBe(false);
  });

  it('resets under a keep-alive connection and a download still being read, which both carry on', async () => {
    const app = seededApp();
    const server = await listen(app.hono);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const uploaded = await uploadFile(app, `/api/v1/courses/${DEMO_IDS.courses.biology}/files`, TOKENS.teacher, { name: 'big.bin' }, 'x'.repeat(1 << 20));
      const id = (uploaded.body as { id: string }).id;
      const download = await openResponse(server, agent, 'GET', `/files/${id}/download`, TOKENS.teacher);
      expect(download.status).toBe(200);
      const other = new Agent({ keepAlive: true, maxSockets: 1 });
      const answer = await openResponse(server, other, 'POST', '/lectern/testing/reset', TOKENS.admin);
      expect(JSON.parse(await answer.body())).toMatchObject({ reset: true });
      // The same connection answers again once the download is read to its end.
      expect((await download.body()).length).toBe(1 << 20);
      const after = await openResponse(server, agent, 'GET', `/api/v1/files/${id}`, TOKENS.teacher);
      expect(after.status).toBe(404);
      await after.body();
      const again = await openResponse(server, other, 'GET', `/api/v1/courses/${DEMO_IDS.courses.biology}`, TOKENS.teacher);
      expect(again.status).toBe(200);
      await again.body();
      other.destroy();
    } finally {
      agent.destroy();
      await server.close();
    }
  });
});

type OpenResponse = { status: number; body: () => Promise<string> };

/** A request on `agent`'s connection whose body is read only when asked, so the response stays open meanwhile. */
function openResponse(server: LiveServer, agent: Agent, method: string, path: string, token: string): Promise<OpenResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: server.host, port: server.port, method, path, agent, headers: { Authorization: `Bearer ${token}` } }, (res) => {
      res.pause();
      resolve({
        status: res.statusCode ?? 0,
        body: () =>
          new Promise((done, fail) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => done(Buffer.concat(chunks).toString()));
            res.on('error', fail);
            res.resume();
          }),
      });
    });
    req.on('error', reject);
    req.end();
  });
}

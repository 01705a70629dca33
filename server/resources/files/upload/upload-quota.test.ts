import { describe, expect, it } from 'vitest';
import { createApp } from '../../../app';
import { fileReadWorld } from '../../../test/file-read-world';
import { confirm, postUpload, preflight, storedFiles, type Preflight } from '../../../test/upload-client';

describe('the quota, at preflight, while streaming and at confirm', () => {
  const world = fileReadWorld();
  const { app, course } = world;
  const coursePath = `/api/v1/courses/${course.id}/files`;
  const rows = () => app.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM attachments').get()?.n ?? 0;
  app.db.prepare('UPDATE courses SET storage_quota_mb = 1 WHERE id = ?').run(course.id);
  const MB = 1024 * 1024;

  it('refuses a declared size over the quota before any row or byte exists', async () => {
    const before = rows();
    const refused = await preflight(app, coursePath, 'teacher-token', { name: 'big.bin', size: MB });
    expect(refused).toMatchObject({ status: 400, body: { message: 'file size exceeds quota' } });
    expect(rows()).toBe(before);
    expect(storedFiles(app.dataDir)).toEqual([]);
  });

  it('stops a body larger than the preflight size, keeping no bytes', async () => {
    const pre = (await preflight(app, coursePath, 'teacher-token', { name: 'small.bin', size: 4 })).body as Preflight;
    const step2 = await postUpload(app, pre, 'more than four bytes');
    expect(step2.status).toBe(413);
    expect(storedFiles(app.dataDir)).toEqual([]);
  });

  it('refuses at confirm when other uploads filled the quota meanwhile, removing the row and the bytes', async () => {
    const before = rows();
    const used = ((await app.get(`${coursePath}/quota`, 'teacher-token')).body as { quota_used: number }).quota_used;
    const half = new Uint8Array(600 * 1024).fill(7);
    const a = (await preflight(app, coursePath, 'teacher-token', { name: 'a.bin', size: half.length })).body as Preflight;
    const b = (await preflight(app, coursePath, 'teacher-token', { name: 'b.bin', size: half.length })).body as Preflight;
    const stepA = await postUpload(app, a, half);
    const stepB = await postUpload(app, b, half.map(() => 8));
    expect((await confirm(app, stepA.headers.get('location') ?? '')).status).toBe(200);
    const refused = await confirm(app, stepB.headers.get('location') ?? '');
    expect(refused).toMatchObject({ status: 400, body: { message: 'file size exceeds quota limits' } });
    expect(rows()).toBe(before + 1);
    expect(storedFiles(app.dataDir)).toHaveLength(1);
    const quota = (await app.get(`${coursePath}/quota`, 'teacher-token')).body;
    expect(quota).toEqual({ quota: MB, quota_used: used + half.length });
  });
});

describe('the default quota (LECTERN_DEFAULT_QUOTA_MB)', () => {
  it('is the quota of a user, who has none of their own', async () => {
    const { app: testApp } = fileReadWorld();
    const app = createApp({ db: testApp.db, dataDir: testApp.dataDir, defaultQuotaMb: 1 });
    const headers = { Authorization: 'Bearer student-token', 'Content-Type': 'application/json' };
    const quota = await app.request('http://lectern.test/api/v1/users/self/files/quota', { headers });
    expect(((await quota.json()) as { quota: number }).quota).toBe(1024 * 1024);
    const refused = await app.request('http://lectern.test/api/v1/users/self/files', {
      method: 'POST', headers, body: JSON.stringify({ name: 'big.bin', size: 1024 * 1024 }),
    });
    expect(refused.status).toBe(400);
  });
});

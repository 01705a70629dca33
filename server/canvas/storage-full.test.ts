import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createBlobStore, type BlobStore } from '../storage/blob-store';
import { fileWriteWorld } from '../test/file-write-world';
import { preflight, uploadForm, type Preflight } from '../test/upload-client';

const FULL = {
  errors: [{ message: 'The server is out of storage space, so this change was not saved. Try again once space has been freed.' }],
};

const diskError = (code: 'ENOSPC' | 'EDQUOT') => Object.assign(new Error(`${code}: no space left on device, write`), { code });

/** The real blob store, except that writing an upload's bytes fails as a full disk (or spent disk quota) does. */
function fullDisk(dataDir: string, code: 'ENOSPC' | 'EDQUOT'): BlobStore {
  const real = createBlobStore(dataDir);
  return {
    ...real,
    upload: async () => ({ ...(await real.upload()), write: () => Promise.reject(diskError(code)) }),
  };
}

describe('a full disk', () => {
  it.each(['ENOSPC', 'EDQUOT'] as const)('answers an upload whose bytes cannot be written (%s) with 507 naming storage; reads still work', async (code) => {
    const w = fileWriteWorld();
    const unexpected: unknown[] = [];
    const app = createApp({ db: w.app.db, dataDir: w.app.dataDir, blobs: fullDisk(w.app.dataDir, code), onUnexpectedError: (e) => unexpected.push(e) });
    const pre = (await preflight(w.app, `/api/v1/courses/${w.course.id}/files`, 'teacher-token', { name: 'big.txt', size: 5 })).body as Preflight;
    const step2 = await app.request(pre.upload_url, { method: 'POST', body: uploadForm(pre.upload_params, 'hello') });
    expect(step2.status).toBe(507);
    expect(await step2.json()).toEqual(FULL);
    expect(unexpected).toHaveLength(1);
    const auth = { headers: { Authorization: 'Bearer teacher-token' } };
    expect((await app.request(`http://lectern.test/api/v1/courses/${w.course.id}/files`, auth)).status).toBe(200);
    const download = await app.request(`http://lectern.test/files/${w.files.notes}/download`, auth);
    expect(await download.text()).toBe('course notes');
  });

  it('answers a write the database has no room for (SQLITE_FULL) with 507; reads still work', async () => {
    const { app, course } = fileWriteWorld();
    // The database may not grow by a page: as on a full disk, anything that needs more room fails.
    const pages = app.db.pragma('page_count', { simple: true }) as number;
    app.db.pragma(`max_page_count = ${pages}`);
    const write = await app.send('PUT', `/api/v1/courses/${course.id}`, 'teacher-token', { course: { syllabus_body: 'x'.repeat(400_000) } });
    expect(write.status).toBe(507);
    expect(write.body).toEqual(FULL);
    const read = await app.get(`/api/v1/courses/${course.id}?include[]=syllabus_body`, 'teacher-token');
    expect(read.status).toBe(200);
    expect(read.body).not.toMatchObject({ syllabus_body: 'x'.repeat(400_000) });
  });
});

import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBlobStore } from '../../../storage/blob-store';
import { fileReadWorld } from '../../../test/file-read-world';
import { preflight, postUpload, type Preflight } from '../../../test/upload-client';
import { sweepUploads } from './upload.store';

describe('sweepUploads (the start-up sweep)', () => {
  it('removes pending uploads with their bytes, temp files and unused blobs, and keeps every live file', async () => {
    const world = fileReadWorld();
    const { app } = world;
    const blobs = createBlobStore(app.dataDir);
    const live = blobs.put(Buffer.from('a live file'));
    app.db.prepare('UPDATE attachments SET storage_key = ? WHERE id = ?').run(live.storageKey, world.files.notes);
    const orphan = blobs.put(Buffer.from('bytes no row names'));
    const crashed = await blobs.upload();
    await crashed.write(Buffer.from('half an upload'));
    const pre = (await preflight(app, `/api/v1/courses/${world.course.id}/files`, 'teacher-token', { name: 'pending.txt' })).body as Preflight;
    await postUpload(app, pre, 'uploaded, never confirmed');

    expect(sweepUploads(app.db, blobs)).toEqual({ pending: 1, temps: 1, blobs: 2 });
    await crashed.abort();
    expect(existsSync(blobs.path(live.storageKey))).toBe(true);
    expect(existsSync(blobs.path(orphan.storageKey))).toBe(false);
    const left = readdirSync(join(app.dataDir, 'files'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    expect(left.map((e) => e.name)).toEqual([live.storageKey.slice(3)]);
    expect(app.db.prepare(`SELECT COUNT(*) AS n FROM attachments WHERE workflow_state = 'pending_upload'`).get()).toEqual({ n: 0 });
  });
});

import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { folderContract } from '../../../src/api/schemas/contracts';
import { createBlobStore } from '../../storage/blob-store';
import { expectContract } from '../../test/contract';
import { filesSnapshot, folderWriteWorld, listing, storedFile } from '../../test/folder-write-world';

const folder = (body: unknown) => expectContract(folderContract, body);
const live = (db: ReturnType<typeof folderWriteWorld>['app']['db'], table: 'folders' | 'attachments') =>
  (db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE workflow_state <> 'deleted'`).get() as { n: number }).n;

describe('DELETE /api/v1/folders/:id', () => {
  it('refuses a folder with content without force=true (400), and deletes an empty one', async () => {
    const { app, unit, archive } = folderWriteWorld();
    const before = filesSnapshot(app.db);
    for (const query of ['', '?force=1', '?force=TRUE', '?force=false']) {
      expect(await app.send('DELETE', `/api/v1/folders/${unit.id}${query}`, 'teacher-token')).toMatchObject({
        status: 400, body: { message: "Can't delete a folder with content" },
      });
    }
    expect(filesSnapshot(app.db)).toBe(before);
    const { status, body } = await app.send('DELETE', `/api/v1/folders/${archive.id}`, 'teacher-token');
    expect(status).toBe(200);
    expect(folder(body)).toMatchObject({ id: archive.id, name: 'Archive', full_name: 'course files/Archive' });
    expect((await app.get(`/api/v1/folders/${archive.id}`, 'teacher-token')).status).toBe(404);
  });

  it('with force=true deletes the folder and everything inside in one go, and releases bytes no live file uses', async () => {
    const { app, course, root, unit, readings, files } = folderWriteWorld();
    // A copy elsewhere shares a.txt's bytes, so those must stay.
    const outside = storedFile(app.db, app.dataDir, { type: 'Course', id: course.id }, root.id, 'a copy.txt', 'alpha');
    const blobs = createBlobStore(app.dataDir);
    const [folders, attachments] = [live(app.db, 'folders'), live(app.db, 'attachments')];
    const { status, body } = await app.send('DELETE', `/api/v1/folders/${unit.id}?force=true`, 'teacher-token');
    expect(status).toBe(200);
    expect(folder(body)).toMatchObject({ id: unit.id, name: 'Unit 1', files_count: 0, folders_count: 0 });
    expect(live(app.db, 'folders')).toBe(folders - 4);
    expect(live(app.db, 'attachments')).toBe(attachments - 5);
    expect(await listing(app, root.id, 'teacher-token')).toEqual({ folders: ['Archive'], files: ['a copy.txt'] });
    for (const id of [unit.id, readings.id]) expect((await app.get(`/api/v1/folders/${id}`, 'teacher-token')).status).toBe(404);
    expect((await app.get(`/api/v1/files/${files.deep.id}`, 'teacher-token')).status).toBe(404);
    for (const file of [files.notes, files.b, files.lab, files.deep]) expect(existsSync(blobs.path(file.storageKey))).toBe(false);
    expect(outside.storageKey).toBe(files.a.storageKey);
    expect(blobs.read(files.a.storageKey).toString()).toBe('alpha');
    const quota = (await app.get(`/api/v1/courses/${course.id}/files/quota`, 'teacher-token')).body as { quota_used: number };
    expect(quota.quota_used).toBe(512);
  });

  it('never deletes the root (400), even with force', async () => {
    const { app, root } = folderWriteWorld();
    const before = filesSnapshot(app.db);
    expect(await app.send('DELETE', `/api/v1/folders/${root.id}?force=true`, 'teacher-token')).toMatchObject({
      status: 400, body: { message: "Can't delete the root folder" },
    });
    expect(filesSnapshot(app.db)).toBe(before);
  });

  it('refuses students, non-members and other users (403) and unknown folders (404), changing nothing', async () => {
    const { app, unit, archive, studentRoot, groupRoot } = folderWriteWorld();
    const mine = await app.send('POST', `/api/v1/folders/${studentRoot.id}/folders`, 'student-token', { name: 'Mine' });
    const groupFolder = await app.send('POST', `/api/v1/folders/${groupRoot.id}/folders`, 'student-token', { name: 'Shared' });
    const [mineId, groupFolderId] = [folder(mine.body).id, folder(groupFolder.body).id];
    const before = filesSnapshot(app.db);
    const del = (id: number, token: string) => app.send('DELETE', `/api/v1/folders/${id}?force=true`, token);
    expect((await del(unit.id, 'student-token')).status).toBe(403);
    expect((await del(archive.id, 'outsider-token')).status).toBe(403);
    expect((await del(mineId, 'teacher-token')).status).toBe(403);
    expect((await del(groupFolderId, 'outsider-token')).status).toBe(403);
    expect((await del(999999, 'teacher-token')).status).toBe(404);
    expect(filesSnapshot(app.db)).toBe(before);
    // The group's member and the user themself may.
    expect((await del(groupFolderId, 'student-token')).status).toBe(200);
    expect((await del(mineId, 'student-token')).status).toBe(200);
  });
});

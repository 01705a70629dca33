import { describe, expect, it } from 'vitest';
import { folderContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { filesSnapshot, folderWriteWorld, listing } from '../../test/folder-write-world';

const folder = (body: unknown) => expectContract(folderContract, body);
type Item = { id: number; name: string; full_name: string; storage_key: string; context_type: string; user_id: number | null };

/** Every folder and file below a folder, as stored: names relative to it, with each file's bytes as text. */
async function tree(app: ReturnType<typeof folderWriteWorld>['app'], folderId: number) {
  const top = app.db.prepare('SELECT full_name FROM folders WHERE id = ?').get(folderId) as { full_name: string };
  const folders = app.db
    .prepare(`SELECT * FROM folders WHERE (full_name = ? OR full_name LIKE ? || '/%') AND workflow_state <> 'deleted' ORDER BY full_name`)
    .all(top.full_name, top.full_name) as Item[];
  const files: Record<string, string> = {};
  for (const f of folders) {
    const rows = app.db.prepare(`SELECT * FROM attachments WHERE folder_id = ? AND workflow_state <> 'deleted'`).all(f.id) as (Item & { display_name: string })[];
    for (const file of rows) {
      const response = await app.request(`/files/${file.id}/download`, { token: 'teacher-token' });
      files[`${f.full_name.slice(top.full_name.length)}/${file.display_name}`] = await response.text();
    }
  }
  return { folders: folders.map((f) => f.full_name.slice(top.full_name.length)), files };
}

describe('POST /api/v1/folders/:dest_folder_id/copy_folder', () => {
  it('copies every subfolder and file (hidden ones too), sharing the bytes, and answers the new Folder', async () => {
    const { app, course, unit, archive } = folderWriteWorld();
    const storedBefore = app.db.prepare('SELECT COUNT(DISTINCT storage_key) AS n FROM attachments').get();
    const { status, body } = await app.send('POST', `/api/v1/folders/${archive.id}/copy_folder`, 'teacher-token', { source_folder_id: unit.id });
    expect(status).toBe(200);
    const copy = folder(body);
    expect(copy).toMatchObject({ name: 'Unit 1', full_name: 'course files/Archive/Unit 1', parent_folder_id: archive.id, files_count: 1, folders_count: 2 });
    expect(await tree(app, copy.id)).toEqual(await tree(app, unit.id));
    expect((await tree(app, copy.id)).files).toEqual({
      '/notes.txt': 'unit notes', '/Labs/lab.txt': 'lab', '/Labs/Deep/deep.txt': 'deep', '/Readings/a.txt': 'alpha', '/Readings/b.pdf': '%PDF-1.4 b',
    });
    expect(app.db.prepare('SELECT COUNT(DISTINCT storage_key) AS n FROM attachments').get()).toEqual(storedBefore);
    const labs = (await app.get(`/api/v1/courses/${course.id}/folders/by_path/Archive/Unit%201/Labs`, 'teacher-token')).body as { hidden: boolean }[];
    expect(labs.at(-1)?.hidden).toBe(true);
    // The original is untouched.
    expect(await listing(app, unit.id, 'teacher-token')).toEqual({ folders: ['Labs', 'Readings'], files: ['notes.txt'] });
  });

  it('renames the copy when the destination has a folder of that name, as Folder#prevent_duplicate_name does', async () => {
    const { app, root, unit, readings } = folderWriteWorld();
    const first = await app.send('POST', `/api/v1/folders/${root.id}/copy_folder`, 'teacher-token', { source_folder_id: unit.id });
    expect(folder(first.body).name).toBe('Unit 1 2');
    const second = await app.send('POST', `/api/v1/folders/${unit.id}/copy_folder`, 'teacher-token', { source_folder_id: readings.id });
    expect(folder(second.body)).toMatchObject({ name: 'Readings 2', full_name: 'course files/Unit 1/Readings 2', files_count: 2 });
  });

  it('copies into another owner the caller manages, the files becoming that owner\'s with their usage rights', async () => {
    const { app, course, teacher, readings, studentRoot, groupRoot, files } = folderWriteWorld();
    const rights = app.db.prepare(`INSERT INTO usage_rights (context_type, context_id, use_justification, legal_copyright, license) VALUES ('Course', ?, 'creative_commons', '(C) Terry', 'cc_by')`).run(course.id).lastInsertRowid;
    app.db.prepare('UPDATE attachments SET usage_rights_id = ?, user_id = ? WHERE id = ?').run(rights, teacher, files.a.id);
    // The teacher manages the course but not the student's files: refused.
    expect((await app.send('POST', `/api/v1/folders/${studentRoot.id}/copy_folder`, 'teacher-token', { source_folder_id: readings.id })).status).toBe(403);
    const { status, body } = await app.send('POST', `/api/v1/folders/${groupRoot.id}/copy_folder`, 'teacher-token', { source_folder_id: readings.id });
    expect(status).toBe(200);
    const copy = folder(body);
    expect(copy).toMatchObject({ context_type: 'Group', full_name: 'files/Readings', files_count: 2 });
    const rows = app.db.prepare('SELECT * FROM attachments WHERE folder_id = ?').all(copy.id) as Item[];
    // As Canvas's clone_for: the copies are the group's, with no uploader.
    expect(rows.map((r) => [r.context_type, r.user_id])).toEqual([['Group', null], ['Group', null]]);
    const copied = (await app.get(`/api/v1/folders/${copy.id}/files?include[]=usage_rights`, 'teacher-token')).body as { display_name: string; usage_rights: unknown }[];
    expect(copied.find((f) => f.display_name === 'a.txt')?.usage_rights).toMatchObject({ legal_copyright: '(C) Terry', license: 'cc_by' });
  });

  it('refuses a source that contains the destination, itself included, and a missing source_folder_id (400)', async () => {
    const { app, unit, deep, root } = folderWriteWorld();
    const before = filesSnapshot(app.db);
    const copy = (dest: number, body: unknown) => app.send('POST', `/api/v1/folders/${dest}/copy_folder`, 'teacher-token', body);
    const inside: [number, number][] = [[unit.id, unit.id], [deep.id, unit.id], [deep.id, root.id]];
    for (const [dest, source] of inside) {
      expect(await copy(dest, { source_folder_id: source })).toMatchObject({ status: 400, body: { message: 'source folder may not contain destination folder' } });
    }
    for (const body of [{}, { source_folder_id: '' }, { source_folder_id: ' ' }]) {
      expect(await copy(unit.id, body)).toMatchObject({ status: 400, body: { message: 'source_folder_id must be provided' } });
    }
    expect((await copy(999999, { source_folder_id: unit.id })).status).toBe(404);
    expect((await copy(unit.id, { source_folder_id: 999999 })).status).toBe(404);
    expect((await copy(unit.id, { source_folder_id: 'abc' })).status).toBe(404);
    expect(filesSnapshot(app.db)).toBe(before);
  });

  it('refuses a copy beyond the destination owner\'s quota before writing anything', async () => {
    const { app, course, unit, archive } = folderWriteWorld();
    // Five files of 512 counted bytes each are in use; the copy needs as much again.
    app.db.prepare('UPDATE courses SET storage_quota_mb = 0 WHERE id = ?').run(course.id);
    const before = filesSnapshot(app.db);
    expect(await app.send('POST', `/api/v1/folders/${archive.id}/copy_folder`, 'teacher-token', { source_folder_id: unit.id })).toMatchObject({
      status: 400, body: { message: 'file size exceeds quota' },
    });
    expect(filesSnapshot(app.db)).toBe(before);
  });

  it('refuses students, non-members and other users (403), changing nothing', async () => {
    const { app, unit, archive, studentRoot, groupRoot } = folderWriteWorld();
    const before = filesSnapshot(app.db);
    const copy = (dest: number, source: number, token: string) => app.send('POST', `/api/v1/folders/${dest}/copy_folder`, token, { source_folder_id: source });
    expect((await copy(archive.id, unit.id, 'student-token')).status).toBe(403);
    expect((await copy(archive.id, unit.id, 'outsider-token')).status).toBe(403);
    // Into their own files: the student has no file right in the course, so cannot take its folders (canvas-lms copy_folder).
    expect((await copy(studentRoot.id, unit.id, 'student-token')).status).toBe(403);
    expect((await copy(groupRoot.id, unit.id, 'outsider-token')).status).toBe(403);
    expect((await copy(archive.id, studentRoot.id, 'teacher-token')).status).toBe(403);
    expect(filesSnapshot(app.db)).toBe(before);
  });
});

import { describe, expect, it } from 'vitest';
import { folderContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { filesSnapshot, folderWriteWorld, listing } from '../../test/folder-write-world';

const folder = (body: unknown) => expectContract(folderContract, body);
type Named = { id: number; full_name: string };

describe('PUT /api/v1/folders/:id', () => {
  it('renames a folder and recomputes the full_name of every folder below it', async () => {
    const { app, course, unit, deep } = folderWriteWorld();
    const { status, body } = await app.send('PUT', `/api/v1/folders/${unit.id}`, 'teacher-token', { name: ' Week 1 ' });
    expect(status).toBe(200);
    expect(folder(body)).toMatchObject({ id: unit.id, name: 'Week 1', full_name: 'course files/Week 1' });
    const all = (await app.get(`/api/v1/courses/${course.id}/folders?per_page=100`, 'teacher-token')).body as Named[];
    expect(all.map((f) => f.full_name).sort()).toEqual([
      'course files', 'course files/Archive', 'course files/Week 1', 'course files/Week 1/Labs', 'course files/Week 1/Labs/Deep',
      'course files/Week 1/Readings',
    ]);
    const { body: path } = await app.get(`/api/v1/courses/${course.id}/folders/by_path/Week%201/Labs/Deep`, 'teacher-token');
    expect((path as Named[]).at(-1)?.id).toBe(deep.id);
  });

  it('moves a folder within its owner, numbering a clashing name, and its subtree follows', async () => {
    const { app, readings, archive, root } = folderWriteWorld();
    await app.send('POST', `/api/v1/folders/${archive.id}/folders`, 'teacher-token', { name: 'Readings' });
    const { body } = await app.send('PUT', `/api/v1/folders/${readings.id}`, 'teacher-token', { parent_folder_id: archive.id });
    expect(folder(body)).toMatchObject({ name: 'Readings 2', parent_folder_id: archive.id, full_name: 'course files/Archive/Readings 2', files_count: 2 });
    // Keeping its own name is no clash with itself.
    const same = await app.send('PUT', `/api/v1/folders/${readings.id}`, 'teacher-token', { name: 'Readings 2', parent_folder_id: archive.id });
    expect(folder(same.body).name).toBe('Readings 2');
    expect((await listing(app, root.id, 'teacher-token')).folders).toEqual(['Archive', 'Unit 1']);
  });

  it('refuses moving a folder into itself or below itself, and the root anywhere, with a 400 and no change', async () => {
    const { app, unit, deep, root, archive } = folderWriteWorld();
    const before = filesSnapshot(app.db);
    const error = { errors: { parent_folder_id: [{ attribute: 'parent_folder_id', message: 'A folder cannot be the parent of itself' }] } };
    for (const [id, parent] of [[unit.id, unit.id], [unit.id, deep.id], [root.id, archive.id]]) {
      expect(await app.send('PUT', `/api/v1/folders/${id}`, 'teacher-token', { parent_folder_id: parent })).toMatchObject({ status: 400, body: error });
    }
    expect(filesSnapshot(app.db)).toBe(before);
  });

  it('keeps the root name (400), and 404s a parent of another owner, an unknown one or a deleted folder', async () => {
    const { app, root, unit, studentRoot } = folderWriteWorld();
    expect(await app.send('PUT', `/api/v1/folders/${root.id}`, 'teacher-token', { name: 'mine' })).toMatchObject({
      status: 400, body: { errors: { name: [{ message: 'Root folder name cannot be changed' }] } },
    });
    // Its other state may change.
    expect(folder((await app.send('PUT', `/api/v1/folders/${root.id}`, 'teacher-token', { locked: true })).body)).toMatchObject({ name: 'course files', locked: true });
    for (const parent of [studentRoot.id, 999999, 'abc', '']) {
      expect((await app.send('PUT', `/api/v1/folders/${unit.id}`, 'teacher-token', { parent_folder_id: parent })).status).toBe(404);
    }
    app.db.prepare(`UPDATE folders SET workflow_state = 'deleted' WHERE id = ?`).run(unit.id);
    expect((await app.send('PUT', `/api/v1/folders/${unit.id}`, 'teacher-token', { name: 'x' })).status).toBe(404);
  });

  it('sets lock and hide state, which decide what a student sees in lists and by_path', async () => {
    const { app, course, unit, readings, labs } = folderWriteWorld();
    expect((await listing(app, unit.id, 'student-token')).folders).toEqual(['Readings']);
    const hide = await app.send('PUT', `/api/v1/folders/${readings.id}`, 'teacher-token', { hidden: true, position: 3 });
    expect(folder(hide.body)).toMatchObject({ hidden: true, position: 3 });
    const show = await app.send('PUT', `/api/v1/folders/${labs.id}`, 'teacher-token', { hidden: false });
    expect(folder(show.body)).toMatchObject({ hidden: false, locked_for_user: false });
    expect((await listing(app, unit.id, 'student-token')).folders).toEqual(['Labs']);
    expect((await app.get(`/api/v1/courses/${course.id}/folders/by_path/Unit%201/Readings`, 'student-token')).status).toBe(404);
    expect((await app.get(`/api/v1/courses/${course.id}/folders/by_path/Unit%201/Labs/Deep`, 'student-token')).status).toBe(200);
    await app.send('PUT', `/api/v1/folders/${labs.id}`, 'teacher-token', { locked: true, lock_at: '2026-03-01T00:00:00Z' });
    expect((await app.get(`/api/v1/courses/${course.id}/folders/by_path/Unit%201/Labs`, 'student-token')).status).toBe(404);
    expect((await app.get(`/api/v1/folders/${labs.id}`, 'student-token')).status).toBe(403);
    const files = (await app.get(`/api/v1/courses/${course.id}/files?per_page=100`, 'student-token')).body as { display_name: string }[];
    expect(files.map((f) => f.display_name)).toEqual(['notes.txt']);
    const cleared = await app.send('PUT', `/api/v1/folders/${labs.id}`, 'teacher-token', { locked: false, lock_at: '' });
    expect(folder(cleared.body)).toMatchObject({ locked: false, lock_at: null });
  });

  it('refuses students, non-members, other users and submissions folders with 403 (unknown 404), changing nothing', async () => {
    const { app, unit, studentRoot, groupRoot, archive } = folderWriteWorld();
    const submissions = Number(app.db.prepare(
      `INSERT INTO folders (context_type, context_id, parent_folder_id, name, full_name, submission_context_code, created_at, updated_at)
       SELECT context_type, context_id, id, 'Submissions', full_name || '/Submissions', 'course_1', created_at, updated_at FROM folders WHERE id = ?`,
    ).run(studentRoot.id).lastInsertRowid);
    const before = filesSnapshot(app.db);
    const put = (id: number, token: string, body: unknown = { name: 'Taken' }) => app.send('PUT', `/api/v1/folders/${id}`, token, body);
    expect((await put(unit.id, 'student-token')).status).toBe(403);
    expect((await put(unit.id, 'outsider-token')).status).toBe(403);
    expect((await put(studentRoot.id, 'teacher-token')).status).toBe(403);
    expect((await put(groupRoot.id, 'outsider-token')).status).toBe(403);
    expect((await put(submissions, 'student-token')).status).toBe(403);
    expect((await put(999999, 'teacher-token')).status).toBe(404);
    expect((await put(unit.id, 'none')).status).toBe(401);
    // The student manages their own files but cannot move a course folder into them, nor theirs into the course.
    expect((await put(studentRoot.id, 'student-token', { parent_folder_id: archive.id })).status).toBe(404);
    expect(filesSnapshot(app.db)).toBe(before);
  });
});

import { describe, expect, it } from 'vitest';
import { fileContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { addFile, addFolder } from '../../test/file-read-world';
import { blobExists, fileRow, fileWriteWorld } from '../../test/file-write-world';

const FORBIDDEN = { status: 'unauthorized', errors: [{ message: 'user not authorized to perform that action' }] };
const NOT_FOUND = { errors: [{ message: 'The specified resource does not exist.' }] };
const EXISTS = { message: "file already exists; use on_duplicate='overwrite' or 'rename'" };

describe('PUT /api/v1/files/:id', () => {
  it('renames, moves, locks, hides and sets the lock window, answering the File', async () => {
    const { app, files, root, course } = fileWriteWorld();
    const week = addFolder(app.db, { type: 'Course', id: course.id }, 'week 1', root);
    const { status, body } = await app.send('PUT', `/api/v1/files/${files.notes}`, 'teacher-token', {
      name: 'Lecture notes.txt', parent_folder_id: String(week.id), locked: 'true', hidden: true,
      lock_at: '2026-12-01T00:00:00Z', unlock_at: '2026-11-01T00:00:00Z',
    });
    expect(status).toBe(200);
    expect(expectContract(fileContract, body)).toMatchObject({
      id: files.notes, display_name: 'Lecture notes.txt', folder_id: week.id, locked: true, hidden: true,
      lock_at: '2026-12-01T00:00:00Z', unlock_at: '2026-11-01T00:00:00Z',
    });
    const row = fileRow(app, files.notes);
    expect(row).toMatchObject({ display_name: 'Lecture notes.txt', folder_id: week.id, locked: 1, hidden: 1 });
    // Clearing with "" and publishing again.
    const cleared = await app.send('PUT', `/api/v1/files/${files.notes}`, 'ta-token', { locked: false, lock_at: '', unlock_at: '' });
    expect(cleared.body).toMatchObject({ locked: false, lock_at: null, unlock_at: null, hidden: true });
  });

  it('keeps names as given (slashes, dots, quotes, unicode) and truncates to 255 characters', async () => {
    const { app, files } = fileWriteWorld();
    const odd = '../a/b "q" Fotosíntesis 🌱.txt';
    expect((await app.send('PUT', `/api/v1/files/${files.notes}`, 'teacher-token', { name: odd })).body).toMatchObject({ display_name: odd });
    const long = `${'é'.repeat(300)}.txt`;
    const { body } = await app.send('PUT', `/api/v1/files/${files.notes}`, 'teacher-token', { name: long });
    expect(expectContract(fileContract, body).display_name).toBe('é'.repeat(255));
    const blank = await app.send('PUT', `/api/v1/files/${files.notes}`, 'teacher-token', { name: '  ' });
    expect(blank.status).toBe(400);
    expect(fileRow(app, files.notes)?.display_name).toBe('é'.repeat(255));
  });

  it('refuses a name clash with 409 unless on_duplicate says rename or overwrite', async () => {
    const { app, files, keys } = fileWriteWorld();
    const clash = await app.send('PUT', `/api/v1/files/${files.notes}`, 'teacher-token', { name: 'cells.png' });
    expect(clash).toMatchObject({ status: 409, body: EXISTS });
    expect(fileRow(app, files.notes)?.display_name).toBe('notes.txt');
    const bad = await app.send('PUT', `/api/v1/files/${files.notes}`, 'teacher-token', { name: 'cells.png', on_duplicate: 'error' });
    expect(bad).toMatchObject({ status: 400, body: { message: 'invalid on_duplicate option' } });
    const renamed = await app.send('PUT', `/api/v1/files/${files.notes}`, 'teacher-token', { name: 'cells.png', on_duplicate: 'rename' });
    expect(renamed.body).toMatchObject({ display_name: 'cells-1.png' });
    const overwrite = await app.send('PUT', `/api/v1/files/${files.notes}`, 'teacher-token', { name: 'cells.png', on_duplicate: 'overwrite' });
    expect(expectContract(fileContract, overwrite.body).display_name).toBe('cells.png');
    expect(fileRow(app, files.cells)?.workflow_state).toBe('deleted');
    // The overwritten file's bytes are released; the renamed file keeps its own.
    expect(blobExists(app, keys.cells)).toBe(false);
    expect(blobExists(app, keys.notes)).toBe(true);
  });

  it('moves only into an active folder of the same owner, and a clash on move follows on_duplicate', async () => {
    const { app, files, root, groupRoot, course } = fileWriteWorld();
    const other = addFolder(app.db, { type: 'Course', id: course.id }, 'other', root);
    addFile(app.db, { type: 'Course', id: course.id }, { name: 'notes.txt', folderId: other.id });
    for (const parent of [groupRoot.id, 999_999]) {
      expect(await app.send('PUT', `/api/v1/files/${files.notes}`, 'teacher-token', { parent_folder_id: parent })).toMatchObject({ status: 404, body: NOT_FOUND });
    }
    expect((await app.send('PUT', `/api/v1/files/${files.notes}`, 'teacher-token', { parent_folder_id: other.id })).status).toBe(409);
    const moved = await app.send('PUT', `/api/v1/files/${files.notes}`, 'teacher-token', { parent_folder_id: other.id, on_duplicate: 'rename' });
    expect(moved.body).toMatchObject({ folder_id: other.id, display_name: 'notes-1.txt' });
  });

  it('checks the lock window order', async () => {
    const { app, files } = fileWriteWorld();
    const { status, body } = await app.send('PUT', `/api/v1/files/${files.notes}`, 'teacher-token', { lock_at: '2026-01-01T00:00:00Z', unlock_at: '2026-02-01T00:00:00Z' });
    expect(status).toBe(400);
    expect(body).toEqual({ errors: { unlock_at: [{ attribute: 'unlock_at', type: 'invalid', message: 'must be before lock_at' }] } });
    expect(fileRow(app, files.notes)?.lock_at).toBeNull();
  });

  it('refuses to publish a file without usage rights where the course requires them', async () => {
    const { app, files, course } = fileWriteWorld();
    app.db.prepare(`INSERT INTO course_settings (course_id, name, value) VALUES (?, 'usage_rights_required', 'true')`).run(course.id);
    const refused = await app.send('PUT', `/api/v1/files/${files.draft}`, 'teacher-token', { locked: false });
    expect(refused).toMatchObject({ status: 400, body: { message: 'This file must have usage_rights set before it can be published.' } });
    expect(fileRow(app, files.draft)?.locked).toBe(1);
    // cells.png has usage rights, so it may be published; other changes never need them.
    expect((await app.send('PUT', `/api/v1/files/${files.cells}`, 'teacher-token', { locked: false })).status).toBe(200);
    expect((await app.send('PUT', `/api/v1/files/${files.draft}`, 'teacher-token', { name: 'Draft 2.pdf' })).status).toBe(200);
  });

  it('lets group members and the owning user edit their files; refuses everyone else with 403 and changes nothing', async () => {
    const { app, files, groupFile, studentFile } = fileWriteWorld();
    expect((await app.send('PUT', `/api/v1/files/${groupFile}`, 'student-token', { name: 'lab 2.txt' })).body).toMatchObject({ display_name: 'lab 2.txt' });
    expect((await app.send('PUT', `/api/v1/files/${studentFile}`, 'student-token', { hidden: true })).body).toMatchObject({ hidden: true });
    const refusals: [number, string][] = [
      [files.notes, 'student-token'], [files.notes, 'outsider-token'], [studentFile, 'teacher-token'], [groupFile, 'outsider-token'],
    ];
    for (const [id, token] of refusals) {
      const before = fileRow(app, id);
      expect(await app.send('PUT', `/api/v1/files/${id}`, token, { name: 'hacked.txt', locked: true })).toMatchObject({ status: 403, body: FORBIDDEN });
      expect(fileRow(app, id)).toEqual(before);
    }
    expect((await app.send('PUT', '/api/v1/files/999999', 'teacher-token', { name: 'x' })).status).toBe(404);
    app.db.prepare(`UPDATE attachments SET workflow_state = 'deleted' WHERE id = ?`).run(files.notes);
    expect((await app.send('PUT', `/api/v1/files/${files.notes}`, 'teacher-token', { name: 'x' })).status).toBe(404);
  });
});

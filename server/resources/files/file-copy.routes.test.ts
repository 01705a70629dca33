import { describe, expect, it } from 'vitest';
import { fileContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { addFolder } from '../../test/file-read-world';
import { blobExists, fileRow, fileWriteWorld } from '../../test/file-write-world';

const FORBIDDEN = { status: 'unauthorized', errors: [{ message: 'user not authorized to perform that action' }] };
const copyPath = (folderId: number) => `/api/v1/folders/${folderId}/copy_file`;

function world() {
  const w = fileWriteWorld();
  const week = addFolder(w.app.db, { type: 'Course', id: w.course.id }, 'week 1', w.root);
  const count = () => w.app.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM attachments').get()?.n;
  return { ...w, week, count };
}

describe('POST /api/v1/folders/:dest_folder_id/copy_file', () => {
  it('makes a new File in the destination sharing the bytes, with the usage rights', async () => {
    const { app, files, week, keys } = world();
    const { status, body } = await app.send('POST', copyPath(week.id), 'teacher-token', { source_file_id: String(files.cells) });
    expect(status).toBe(200);
    const copy = expectContract(fileContract, body);
    expect(copy).toMatchObject({ display_name: 'cells.png', folder_id: week.id, 'content-type': 'image/png', size: 9 });
    expect(copy.id).not.toBe(files.cells);
    expect(fileRow(app, copy.id)).toMatchObject({ storage_key: keys.cells, usage_rights_id: fileRow(app, files.cells)?.usage_rights_id });
    const download = await app.request(`/files/${copy.id}/download`, { token: 'student-token' });
    expect(await download.text()).toBe('png bytes');
  });

  it('checks source_file_id and on_duplicate, and refuses a clash with §3.6 wording', async () => {
    const { app, files, root, count } = world();
    const before = count();
    expect(await app.send('POST', copyPath(root.id), 'teacher-token', {})).toMatchObject({ status: 400, body: { message: 'source_file_id must be provided' } });
    const bad = await app.send('POST', copyPath(root.id), 'teacher-token', { source_file_id: files.notes, on_duplicate: 'error' });
    expect(bad).toMatchObject({ status: 400, body: { message: "on_duplicate must be 'overwrite' or 'rename'" } });
    const clash = await app.send('POST', copyPath(root.id), 'teacher-token', { source_file_id: files.notes });
    expect(clash).toMatchObject({ status: 409, body: { message: "file already exists; set on_duplicate to 'rename' or 'overwrite'" } });
    expect(count()).toBe(before);
  });

  it('renames (optionally to a given name) or overwrites', async () => {
    const { app, files, root, week, keys } = world();
    const renamed = await app.send('POST', copyPath(root.id), 'teacher-token', { source_file_id: files.notes, on_duplicate: 'rename' });
    expect(expectContract(fileContract, renamed.body).display_name).toBe('notes-1.txt');
    const named = await app.send('POST', copyPath(root.id), 'teacher-token', { source_file_id: files.notes, on_duplicate: 'rename', name: 'cells.png' });
    expect(expectContract(fileContract, named.body).display_name).toBe('cells-1.png');
    // Overwrite a same-named file in week 1 with different bytes: they are released, the copy's kept.
    await app.send('POST', copyPath(week.id), 'teacher-token', { source_file_id: files.cells });
    const over = await app.send('POST', copyPath(week.id), 'teacher-token', { source_file_id: files.notes, on_duplicate: 'overwrite', name: 'ignored.txt' });
    expect(expectContract(fileContract, over.body).display_name).toBe('notes.txt');
    const again = await app.send('POST', copyPath(root.id), 'teacher-token', { source_file_id: files.cells, on_duplicate: 'overwrite' });
    expect(fileRow(app, files.cells)?.workflow_state).toBe('deleted');
    expect(fileRow(app, (again.body as { id: number }).id)?.workflow_state).toBe('processed');
    expect(blobExists(app, keys.cells)).toBe(true);
  });

  it('copies across owners: a group member into their own files', async () => {
    const { app, groupFile, studentRoot } = world();
    const { status, body } = await app.send('POST', copyPath(studentRoot.id), 'student-token', { source_file_id: groupFile });
    expect(status).toBe(200);
    expect(fileRow(app, expectContract(fileContract, body).id)).toMatchObject({ context_type: 'User', folder_id: studentRoot.id });
  });

  it('refuses a copy beyond the destination quota, keeping nothing', async () => {
    const { app, files, week, course, count } = world();
    app.db.prepare('UPDATE courses SET storage_quota_mb = 0 WHERE id = ?').run(course.id);
    const before = count();
    expect(await app.send('POST', copyPath(week.id), 'teacher-token', { source_file_id: files.notes })).toMatchObject({ status: 400, body: { message: 'file size exceeds quota' } });
    expect(count()).toBe(before);
  });

  it('needs download of the source and add rights in the destination; 404 for unknown ones', async () => {
    const { app, files, week, studentRoot, studentFile, count } = world();
    const before = count();
    const refusals: [number, number, string][] = [
      [week.id, files.notes, 'student-token'], // no manage_files_add in the course
      [week.id, studentFile, 'teacher-token'], // cannot read the student's files
      [studentRoot.id, files.inside, 'student-token'], // inside a hidden folder: not downloadable for a student
      [studentRoot.id, files.draft, 'student-token'], // unpublished
      [week.id, files.notes, 'outsider-token'],
    ];
    for (const [folder, source, token] of refusals) {
      expect(await app.send('POST', copyPath(folder), token, { source_file_id: source })).toMatchObject({ status: 403, body: FORBIDDEN });
    }
    expect((await app.send('POST', copyPath(999_999), 'teacher-token', { source_file_id: files.notes })).status).toBe(404);
    expect((await app.send('POST', copyPath(week.id), 'teacher-token', { source_file_id: 999_999 })).status).toBe(404);
    expect((await app.send('POST', copyPath(week.id), 'teacher-token', { source_file_id: 'abc' })).status).toBe(404);
    expect(count()).toBe(before);
  });
});

import { describe, expect, it } from 'vitest';
import { fileContract, uploadPreflightContract } from '../../../../src/api/schemas/contracts';
import { expectContract } from '../../../test/contract';
import { writeStoredSettings } from '../../courses/course-settings.store';
import { fileReadWorld } from '../../../test/file-read-world';
import { confirm, postUpload, preflight, storedFiles, uploadFile, type Preflight } from '../../../test/upload-client';

const FORBIDDEN = { status: 'unauthorized', errors: [{ message: 'user not authorized to perform that action' }] };

describe('the three-step upload (docs/canvas-contract.md §3.3)', () => {
  const world = fileReadWorld();
  const { app, course } = world;
  const coursePath = `/api/v1/courses/${course.id}/files`;
  const rowCount = () => app.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM attachments').get()?.n ?? 0;

  it('applies success_include[]=user to the confirmed File and reads the filename and folder aliases (api_attachment_preflight)', async () => {
    const params = { filename: 'alias.txt', folder: 'aliased/deeper', success_include: ['user'] };
    const pre = await preflight(app, coursePath, 'teacher-token', params);
    const step2 = await postUpload(app, expectContract(uploadPreflightContract, pre.body) as Preflight, 'alias bytes');
    const { status, body } = await confirm(app, step2.headers.get('location') ?? '');
    expect(status).toBe(200);
    const file = expectContract(fileContract, body);
    expect(file.display_name).toBe('alias.txt');
    expect(file.user?.display_name).toBeTruthy();
    const folder = (await app.get(`/api/v1/folders/${file.folder_id}`, 'teacher-token')).body as { full_name: string };
    expect(folder.full_name).toBe('course files/aliased/deeper');
  });

  it('answers the preflight with a signed upload URL outside /api/v1 and creates nothing visible', async () => {
    const before = (await app.get(`${coursePath}?per_page=100`, 'teacher-token')).body as unknown[];
    const { status, body } = await preflight(app, coursePath, 'teacher-token', { name: 'notes 2.txt', size: 5 });
    expect(status).toBe(200);
    const pre = expectContract(uploadPreflightContract, body);
    expect(pre.upload_url).toBe('http://lectern.test/files_api');
    expect(pre.upload_params).toMatchObject({ filename: 'notes 2.txt', content_type: 'text/plain' });
    expect((await app.get(`${coursePath}?per_page=100`, 'teacher-token')).body).toEqual(before);
  });

  it('stores the bytes, redirects to create_success and confirms with the File, placed in unfiled by default', async () => {
    const { status, body } = await uploadFile(app, coursePath, 'teacher-token', { name: 'hello.txt', size: 11 }, 'hello world');
    expect(status).toBe(200);
    const file = expectContract(fileContract, body);
    expect(file).toMatchObject({ display_name: 'hello.txt', size: 11, 'content-type': 'text/plain', upload_status: 'success' });
    const folder = (await app.get(`/api/v1/folders/${file.folder_id}`, 'teacher-token')).body;
    expect(folder).toMatchObject({ full_name: 'course files/unfiled' });
    const download = await app.request(file.url, { token: null });
    expect(await download.text()).toBe('hello world');
  });

  it('accepts the file part as attachment[uploaded_data], and a parent_folder_path it creates', async () => {
    const { status, body } = await uploadFile(
      app, coursePath, 'teacher-token', { name: 'deep.txt', parent_folder_path: 'week 1/slides' }, 'in a deep folder', 'attachment[uploaded_data]',
    );
    expect(status).toBe(200);
    const file = expectContract(fileContract, body);
    expect((await app.get(`/api/v1/folders/${file.folder_id}`, 'teacher-token')).body).toMatchObject({ full_name: 'course files/week 1/slides' });
  });

  it('overwrites a same-named file by default, renames with rename, and refuses with error (409) at preflight', async () => {
    const params = { name: 'dup.txt', parent_folder_id: world.root.id };
    const first = expectContract(fileContract, (await uploadFile(app, coursePath, 'teacher-token', params, 'one')).body);
    const second = expectContract(fileContract, (await uploadFile(app, coursePath, 'teacher-token', params, 'two')).body);
    expect(second.display_name).toBe('dup.txt');
    expect((await app.get(`/api/v1/files/${first.id}`, 'teacher-token')).status).toBe(404);
    const row = app.db.prepare<[number], { replacement_attachment_id: number }>('SELECT replacement_attachment_id FROM attachments WHERE id = ?').get(first.id);
    expect(row?.replacement_attachment_id).toBe(second.id);
    const renamed = (await uploadFile(app, coursePath, 'teacher-token', { ...params, on_duplicate: 'rename' }, 'three')).body;
    expect(expectContract(fileContract, renamed).display_name).toBe('dup-1.txt');
    const rows = rowCount();
    const refused = await preflight(app, coursePath, 'teacher-token', { ...params, on_duplicate: 'error' });
    expect(refused).toMatchObject({ status: 409, body: { message: "file already exists; use on_duplicate='overwrite' or 'rename'" } });
    expect((await preflight(app, coursePath, 'teacher-token', { ...params, on_duplicate: 'maybe' })).body).toEqual({ message: 'invalid on_duplicate option' });
    expect(rowCount()).toBe(rows);
  });

  it('refuses both folder forms at once, and a folder of another owner with the preflight 404 body', async () => {
    const both = await preflight(app, coursePath, 'teacher-token', { name: 'x.txt', parent_folder_id: world.root.id, parent_folder_path: 'a' });
    expect(both).toMatchObject({ status: 400, body: { message: "Can't set folder path and folder id" } });
    const folder = await preflight(app, coursePath, 'teacher-token', { name: 'x.txt', folder: 'a', parent_folder_id: world.root.id });
    expect(folder.status).toBe(400);
    const other = await preflight(app, coursePath, 'teacher-token', { name: 'x.txt', parent_folder_id: world.groupRoot.id });
    expect(other).toMatchObject({ status: 404, body: { message: 'The specified resource does not exist.' } });
  });

  it('refuses a student in the course (403) and changes nothing', async () => {
    const rows = rowCount();
    expect(await preflight(app, coursePath, 'student-token', { name: 'x.txt' })).toMatchObject({ status: 403, body: FORBIDDEN });
    expect((await preflight(app, `/api/v1/folders/${world.root.id}/files`, 'student-token', { name: 'x.txt' })).status).toBe(403);
    expect((await preflight(app, `/api/v1/courses/99999/files`, 'teacher-token', { name: 'x.txt' })).status).toBe(404);
    expect(rowCount()).toBe(rows);
  });

  it('lets a user upload to their own files and a group member to the group, the folder form forcing the parent', async () => {
    const own = await uploadFile(app, '/api/v1/users/self/files', 'student-token', { name: 'mine.txt' }, 'my bytes');
    expect(expectContract(fileContract, own.body).display_name).toBe('mine.txt');
    const group = await uploadFile(app, `/api/v1/groups/${world.groupId}/files`, 'student-token', { name: 'lab.txt', on_duplicate: 'rename' }, 'lab');
    expect(expectContract(fileContract, group.body).display_name).toBe('lab.txt');
    const viaFolder = await uploadFile(app, `/api/v1/folders/${world.groupRoot.id}/files`, 'student-token', { name: 'lab.txt', on_duplicate: 'rename' }, 'lab 2');
    const file = expectContract(fileContract, viaFolder.body);
    expect(file).toMatchObject({ display_name: 'lab-1.txt', folder_id: world.groupRoot.id });
    expect((await preflight(app, `/api/v1/users/${world.teacher}/files`, 'student-token', { name: 'x.txt' })).status).toBe(403);
  });

  it('answers 400 to a wrong uuid, to a second confirm, and to a step 2 with a bad signature', async () => {
    const pre = (await preflight(app, coursePath, 'teacher-token', { name: 'once.txt' })).body as Preflight;
    const step2 = await postUpload(app, pre, 'once');
    const location = step2.headers.get('location') ?? '';
    expect(step2.status).toBe(302);
    expect(location).toMatch(/^http:\/\/lectern\.test\/api\/v1\/files\/\d+\/create_success\?uuid=\w{40}$/);
    expect((await confirm(app, location.replace(/uuid=\w+/, 'uuid=wrong'))).status).toBe(400);
    expect((await confirm(app, location)).status).toBe(200);
    expect((await confirm(app, location)).status).toBe(400);
    const again = await postUpload(app, pre, 'twice');
    expect(again.status).toBe(400);
    const forged = await postUpload(app, { ...pre, upload_params: { ...pre.upload_params, Signature: 'x'.repeat(43) } }, 'forged');
    expect(forged.status).toBe(400);
    expect(forged.body).toHaveProperty('message');
  });

  it('stores names with ../, slashes, quotes, NUL and unicode as given, bytes only under files/<hash>', async () => {
    const names = ['../../etc/passwd', 'a/b\\c.txt', `"quoted" 'name'.txt`, 'nul\u0000byte.txt', 'Zürich – 東京 🎓.txt'];
    for (const name of names) {
      const { body } = await uploadFile(app, coursePath, 'teacher-token', { name, on_duplicate: 'rename' }, `bytes of ${name}`);
      const file = expectContract(fileContract, body);
      expect(file.display_name).toBe(name);
      expect(await (await app.request(file.url, { token: null })).text()).toBe(`bytes of ${name}`);
    }
    for (const path of storedFiles(app.dataDir)) expect(path).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{64}$/);
  });

  it('keeps a pending upload, bytes sent but unconfirmed, out of lists, get, folder counts and the quota', async () => {
    const quotaBefore = (await app.get(`${coursePath}/quota`, 'teacher-token')).body;
    const folderBefore = (await app.get(`/api/v1/folders/${world.root.id}`, 'teacher-token')).body as { files_count: number };
    const pre = (await preflight(app, coursePath, 'teacher-token', { name: 'pending.txt', parent_folder_id: world.root.id })).body as Preflight;
    const step2 = await postUpload(app, pre, 'x'.repeat(5000));
    const id = Number(/files\/(\d+)\//.exec(step2.headers.get('location') ?? '')?.[1]);
    expect((await app.get(`/api/v1/files/${id}`, 'teacher-token')).status).toBe(404);
    expect((await app.request(`/files/${id}/download`, { token: 'teacher-token' })).status).toBe(404);
    const listed = (await app.get(`${coursePath}?search_term=pending&per_page=100`, 'teacher-token')).body;
    expect(listed).toEqual([]);
    expect((await app.get(`${coursePath}/quota`, 'teacher-token')).body).toEqual(quotaBefore);
    expect((await app.get(`/api/v1/folders/${world.root.id}`, 'teacher-token')).body).toMatchObject({ files_count: folderBefore.files_count });
  });

  it('removes uploads abandoned longer than a policy lasts, bytes too, at the owner\'s next preflight', async () => {
    const pre = (await preflight(app, coursePath, 'teacher-token', { name: 'abandoned.txt' })).body as Preflight;
    const step2 = await postUpload(app, pre, 'abandoned bytes, unique to this test');
    const id = Number(/files\/(\d+)\//.exec(step2.headers.get('location') ?? '')?.[1]);
    const row = app.db.prepare<[number], { storage_key: string; uuid: string }>('SELECT storage_key, uuid FROM attachments WHERE id = ?').get(id);
    const key = row?.storage_key ?? '';
    expect(storedFiles(app.dataDir)).toContain(key);
    app.db.prepare(`UPDATE attachments SET created_at = '2026-01-01T00:00:00Z' WHERE id = ?`).run(id);
    await preflight(app, coursePath, 'teacher-token', { name: 'next.txt' });
    // By uuid: SQLite may give the next row the id the removed one had.
    expect(app.db.prepare('SELECT id FROM attachments WHERE uuid = ?').get(row?.uuid)).toBeUndefined();
    expect(storedFiles(app.dataDir)).not.toContain(key);
    expect((await confirm(app, step2.headers.get('location') ?? '')).status).toBe(400);
  });

  it('starts a file unpublished in a course that requires usage rights', async () => {
    writeStoredSettings(app.db, course.id, { usage_rights_required: true });
    const { body } = await uploadFile(app, coursePath, 'teacher-token', { name: 'needs rights.txt' }, 'x');
    expect(expectContract(fileContract, body).locked).toBe(true);
    writeStoredSettings(app.db, course.id, { usage_rights_required: false });
    const after = await uploadFile(app, coursePath, 'teacher-token', { name: 'free.txt' }, 'x');
    expect(expectContract(fileContract, after.body).locked).toBe(false);
  });

  it('confirms with no_redirect as a 201 that names create_success', async () => {
    const pre = (await preflight(app, coursePath, 'teacher-token', { name: 'nr.txt', no_redirect: true })).body as Preflight;
    const step2 = await postUpload(app, pre, 'no redirect');
    expect(step2.status).toBe(201);
    const location = (step2.body as { location: string }).location;
    expect(step2.headers.get('location')).toBe(location);
    expect((await confirm(app, location)).status).toBe(200);
  });
});

import { describe, expect, it } from 'vitest';
import { fileContract, fileNameContract, fileQuotaContract, licenseContract, listOf } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { addFile, addFolder, fileReadWorld } from '../../test/file-read-world';
import { fileListQuery } from './files.store';

const files = (body: unknown) => expectContract(listOf(fileContract), body);
const names = (body: unknown) => files(body).map((file) => file.display_name);
const NOT_FOUND = { errors: [{ message: 'The specified resource does not exist.' }] };
const FORBIDDEN = { status: 'unauthorized', errors: [{ message: 'user not authorized to perform that action' }] };

describe('GET /api/v1/courses/:course_id/files', () => {
  const world = fileReadWorld();
  const { app, course } = world;
  const path = `/api/v1/courses/${course.id}/files`;

  it('lists every live file of the course for managers, by name (case-insensitive) then id, with Link pagination', async () => {
    const { status, body, headers } = await app.get(`${path}?per_page=3`, 'teacher-token');
    expect(status).toBe(200);
    expect(names(body)).toEqual(['cells.png', 'Draft.pdf', 'expired.txt']);
    expect(headers.get('Link')).toContain('rel="next"');
    const all = await app.get(`${path}?per_page=100`, 'ta-token');
    expect(names(all.body)).toEqual(['cells.png', 'Draft.pdf', 'expired.txt', 'inside.txt', 'later.txt', 'notes.txt', 'secret.txt']);
    // `last` is a bookmark of the list's end (docs/decisions/0075): the final three, read without a count.
    const last = /<([^>]+)>; rel="last"/.exec(headers.get('Link') ?? '')?.[1] ?? '';
    expect(last).toContain(`${path}?page=bookmark:`);
    expect(names((await app.get(last, 'teacher-token')).body)).toEqual(['later.txt', 'notes.txt', 'secret.txt']);
  });

  it('leaves out hidden, locked and lock_at-passed files and files in hidden or locked folders for students', async () => {
    const { status, body } = await app.get(path, 'student-token');
    expect(status).toBe(200);
    expect(names(body)).toEqual(['cells.png', 'notes.txt']);
  });

  it('filters by content type prefix or exact type, excludes types, and searches names', async () => {
    expect(names((await app.get(`${path}?content_types[]=image`, 'teacher-token')).body)).toEqual(['cells.png']);
    expect(names((await app.get(`${path}?content_types[]=application/pdf&content_types[]=image/png`, 'teacher-token')).body)).toEqual(['cells.png', 'Draft.pdf']);
    expect(names((await app.get(`${path}?exclude_content_types[]=text&per_page=50`, 'teacher-token')).body)).toEqual(['cells.png', 'Draft.pdf']);
    expect(names((await app.get(`${path}?search_term=XT`, 'teacher-token')).body)).toEqual(['expired.txt', 'inside.txt', 'later.txt', 'notes.txt', 'secret.txt']);
    expect(names((await app.get(`${path}?search_term=%25_`, 'teacher-token')).body)).toEqual([]);
  });

  it('returns only the name core with only[]=names, even with include[]', async () => {
    const { body } = await app.get(`${path}?only[]=names&include[]=user&content_types[]=image`, 'teacher-token');
    const [cells] = expectContract(listOf(fileNameContract), body);
    expect(Object.keys(cells ?? {}).sort()).toEqual(['display_name', 'filename', 'folder_id', 'id', 'uuid', 'workflow_state']);
    expect(cells).toMatchObject({ id: world.files.cells, display_name: 'cells.png', folder_id: world.root.id, workflow_state: 'processed' });
  });

  it('shows hidden and locked files to staff of a concluded course, who can no longer see the quota', async () => {
    app.db.prepare(`UPDATE courses SET workflow_state = 'completed' WHERE id = ?`).run(course.id);
    try {
      expect(names((await app.get(`${path}?per_page=50`, 'ta-token')).body)).toContain('secret.txt');
      expect((await app.get(`${path}/quota`, 'ta-token')).status).toBe(403);
    } finally {
      app.db.prepare(`UPDATE courses SET workflow_state = 'available' WHERE id = ?`).run(course.id);
    }
  });

  it('answers a one-character search_term with the SearchTermHelper 400', async () => {
    const { status, body } = await app.get(`${path}?search_term=n`, 'teacher-token');
    expect(status).toBe(400);
    expect(body).toEqual({ errors: [{ field: 'search_term', code: 'invalid', message: '2 or more characters is required' }] });
  });

  it('sorts by size, created_at, content_type and user, ascending or descending', async () => {
    expect(names((await app.get(`${path}?sort=size&order=desc&per_page=3`, 'teacher-token')).body)).toEqual(['cells.png', 'Draft.pdf', 'notes.txt']);
    expect(names((await app.get(`${path}?sort=created_at&content_types[]=image&content_types[]=application/pdf`, 'teacher-token')).body)).toEqual(['cells.png', 'Draft.pdf']);
    expect(names((await app.get(`${path}?sort=content_type&order=desc&per_page=2`, 'teacher-token')).body)).toEqual(['later.txt', 'inside.txt']);
    // Only cells.png has an uploader; files without one come last in both orders, and sort=user includes the user.
    for (const order of ['asc', 'desc']) {
      const sorted = files((await app.get(`${path}?sort=user&order=${order}&per_page=1`, 'teacher-token')).body);
      expect(sorted.map((file) => [file.display_name, file.user?.id])).toEqual([['cells.png', world.teacher]]);
    }
    expect(names((await app.get(`${path}?sort_by=size&order=desc&per_page=1`, 'teacher-token')).body)).toEqual(['cells.png']);
    expect(names((await app.get(`${path}?sort=bogus&per_page=1`, 'teacher-token')).body)).toEqual(['cells.png']);
  });

  it('adds the uploader and usage rights on include[]', async () => {
    const { body } = await app.get(`${path}?include[]=user&include[]=usage_rights&content_types[]=image`, 'student-token');
    const [cells] = files(body);
    expect(cells?.user).toMatchObject({ id: world.teacher, display_name: 'Terry' });
    expect(cells?.usage_rights).toEqual({ use_justification: 'creative_commons', license: 'cc_by_sa', legal_copyright: '(C) Terry', license_name: 'CC Attribution Share Alike' });
    const plain = files((await app.get(`${path}?content_types[]=image`, 'student-token')).body)[0];
    expect(plain).not.toHaveProperty('user');
    expect(plain).not.toHaveProperty('usage_rights');
  });

  it('is 403 for a stranger and 404 for an unknown or deleted course', async () => {
    expect(await app.get(path, 'outsider-token')).toMatchObject({ status: 403, body: FORBIDDEN });
    expect(await app.get(`/api/v1/courses/999999/files`, 'admin-token')).toMatchObject({ status: 404, body: NOT_FOUND });
  });
});

describe('GET /api/v1/groups/:group_id/files and /users/:user_id/files', () => {
  const { app, groupId, student, studentFile } = fileReadWorld();

  it('lists a group\'s files to its members and course staff, not to others', async () => {
    expect(names((await app.get(`/api/v1/groups/${groupId}/files`, 'student-token')).body)).toEqual(['lab.txt']);
    expect((await app.get(`/api/v1/groups/${groupId}/files`, 'teacher-token')).status).toBe(200);
    expect((await app.get(`/api/v1/groups/${groupId}/files`, 'outsider-token')).status).toBe(403);
    expect((await app.get(`/api/v1/groups/999999/files`, 'student-token')).status).toBe(404);
  });

  it('lists a user\'s files to that user (self too) and admins only', async () => {
    expect(names((await app.get(`/api/v1/users/self/files`, 'student-token')).body)).toEqual(['mine.txt']);
    expect(files((await app.get(`/api/v1/users/${student}/files`, 'admin-token')).body)[0]?.id).toBe(studentFile);
    expect(await app.get(`/api/v1/users/${student}/files`, 'teacher-token')).toMatchObject({ status: 403, body: FORBIDDEN });
    expect((await app.get(`/api/v1/users/999999/files`, 'admin-token')).status).toBe(404);
  });
});

describe('GET /api/v1/folders/:id/files', () => {
  const { app, course, root, hiddenFolder, deep, lockedFolder } = fileReadWorld();

  it('lists only that folder\'s files', async () => {
    expect(names((await app.get(`/api/v1/folders/${root.id}/files`, 'teacher-token')).body)).toEqual(['cells.png', 'Draft.pdf', 'expired.txt', 'notes.txt', 'secret.txt']);
    expect(names((await app.get(`/api/v1/folders/${root.id}/files`, 'student-token')).body)).toEqual(['cells.png', 'notes.txt']);
    expect(names((await app.get(`/api/v1/folders/${deep.id}/files`, 'teacher-token')).body)).toEqual(['inside.txt']);
  });

  it('refuses students a hidden or locked folder, or one inside it; unknown and non-numeric ids are 404', async () => {
    for (const folder of [hiddenFolder, deep, lockedFolder]) expect((await app.get(`/api/v1/folders/${folder.id}/files`, 'student-token')).status).toBe(403);
    expect((await app.get(`/api/v1/folders/${root.id}/files`, 'outsider-token')).status).toBe(403);
    expect(await app.get(`/api/v1/folders/999999/files`, 'teacher-token')).toMatchObject({ status: 404, body: NOT_FOUND });
    expect((await app.get(`/api/v1/folders/abc/files`, 'teacher-token')).status).toBe(404);
  });

  it('pages a 10,000-file folder by name through the folder index, each page fast', async () => {
    const owner = { type: 'Course' as const, id: course.id };
    const big = addFolder(app.db, owner, 'big', root);
    app.db.transaction(() => {
      for (let i = 0; i < 10_000; i++) addFile(app.db, owner, { name: `file ${String(i).padStart(5, '0')}.txt`, folderId: big.id });
    })();
    const last = await app.get(`/api/v1/folders/${big.id}/files?per_page=100&page=100`, 'student-token');
    expect(names(last.body).at(-1)).toBe('file 09999.txt');
    expect(last.headers.get('Link')).not.toContain('rel="next"');
    // Name order comes straight from an index, for the folder and for the owner, with no sort of every row.
    const plan = (folderId?: number) => {
      const filter = { folderId, contentTypes: [], excludeContentTypes: [], sort: 'name', order: 'desc' as const, now: '2026-03-01T00:00:00Z' };
      const { select, params } = fileListQuery(app.db, { ...owner, rights: { readFiles: true, readAsAdmin: false, add: false, edit: false, remove: false } }, filter);
      return app.db.prepare(`EXPLAIN QUERY PLAN ${select}`).all({ ...params, limit: 101, offset: 9900 }).map((row) => (row as { detail: string }).detail).join('; ');
    };
    expect(plan(big.id)).toMatch(/USING INDEX attachments_folder_name/);
    expect(plan()).toMatch(/USING INDEX attachments_context_name/);
    expect(`${plan(big.id)} ${plan()}`).not.toMatch(/TEMP B-TREE/);
  });
});

describe('GET /api/v1/files/:id and the owner forms', () => {
  const { app, course, files: f, groupId, groupFile, studentFile, student } = fileReadWorld();

  it('returns the file with include[] usage_rights and user', async () => {
    const { status, body } = await app.get(`/api/v1/files/${f.cells}?include[]=usage_rights&include[]=user`, 'student-token');
    expect(status).toBe(200);
    const file = expectContract(fileContract, body);
    expect(file).toMatchObject({ id: f.cells, display_name: 'cells.png', 'content-type': 'image/png', locked_for_user: false, usage_rights: { license: 'cc_by_sa' } });
    expect(file.url).toMatch(new RegExp(`/files/${f.cells}/download\\?download_frd=1&verifier=`));
    expect(expectContract(fileContract, (await app.get(`/api/v1/courses/${course.id}/files/${f.notes}?include[]=usage_rights`, 'student-token')).body).usage_rights).toBeNull();
  });

  it('gives a student a locked file without its url; managers get the url', async () => {
    const student = expectContract(fileContract, (await app.get(`/api/v1/files/${f.draft}`, 'student-token')).body);
    expect(student).toMatchObject({ url: '', locked_for_user: true, locked: true });
    const teacher = expectContract(fileContract, (await app.get(`/api/v1/files/${f.draft}`, 'teacher-token')).body);
    expect(teacher).toMatchObject({ locked_for_user: false });
    expect(teacher.url).not.toBe('');
    expect(expectContract(fileContract, (await app.get(`/api/v1/files/${f.later}`, 'student-token')).body).locked_for_user).toBe(true);
    // A hidden file is link-only: a student holding its id reads it, marked hidden for them.
    expect(expectContract(fileContract, (await app.get(`/api/v1/files/${f.secret}`, 'student-token')).body)).toMatchObject({ hidden: true, hidden_for_user: true, locked_for_user: false });
    expect(expectContract(fileContract, (await app.get(`/api/v1/files/${f.secret}`, 'teacher-token')).body).hidden_for_user).toBe(false);
  });

  it('is 404 for a file of another owner, a deleted file or an unknown one', async () => {
    expect(await app.get(`/api/v1/courses/${course.id}/files/${groupFile}`, 'teacher-token')).toMatchObject({ status: 404, body: NOT_FOUND });
    expect((await app.get(`/api/v1/groups/${groupId}/files/${groupFile}`, 'student-token')).status).toBe(200);
    expect((await app.get(`/api/v1/users/self/files/${studentFile}`, 'student-token')).status).toBe(200);
    expect((await app.get(`/api/v1/users/${student}/files/${f.notes}`, 'student-token')).status).toBe(404);
    app.db.prepare(`UPDATE attachments SET workflow_state = 'deleted' WHERE id = ?`).run(f.expired);
    expect(await app.get(`/api/v1/files/${f.expired}`, 'teacher-token')).toMatchObject({ status: 404, body: NOT_FOUND });
    expect((await app.get(`/api/v1/courses/${course.id}/files`, 'teacher-token')).body).not.toContainEqual(expect.objectContaining({ id: f.expired }));
    expect((await app.get(`/api/v1/files/999999`, 'teacher-token')).status).toBe(404);
  });

  it('is 403 to callers who cannot read the owner', async () => {
    expect(await app.get(`/api/v1/files/${f.notes}`, 'outsider-token')).toMatchObject({ status: 403, body: FORBIDDEN });
    expect((await app.get(`/api/v1/files/${studentFile}`, 'teacher-token')).status).toBe(403);
  });
});

describe('GET …/files/quota and …/content_licenses', () => {
  const { app, course, groupId, student } = fileReadWorld();

  it('reports the quota and the live files\' sizes (each at least 512 bytes) to managers', async () => {
    const { status, body } = await app.get(`/api/v1/courses/${course.id}/files/quota`, 'teacher-token');
    expect(status).toBe(200);
    // 300→512, 5000, 2000, 100→512 × 4.
    expect(expectContract(fileQuotaContract, body)).toEqual({ quota: 500_000_000, quota_used: 512 + 5000 + 2000 + 512 * 4 });
    expect((await app.get(`/api/v1/groups/${groupId}/files/quota`, 'student-token')).body).toEqual({ quota: 50_000_000, quota_used: 512 });
    expect((await app.get(`/api/v1/users/self/files/quota`, 'student-token')).body).toEqual({ quota: 50_000_000, quota_used: 1000 });
  });

  it('is 403 for students in a course and for other users\' quota', async () => {
    expect(await app.get(`/api/v1/courses/${course.id}/files/quota`, 'student-token')).toMatchObject({ status: 403, body: FORBIDDEN });
    expect((await app.get(`/api/v1/users/${student}/files/quota`, 'teacher-token')).status).toBe(403);
  });

  it('lists the licenses, unpaginated', async () => {
    const { status, body, headers } = await app.get(`/api/v1/courses/${course.id}/content_licenses`, 'student-token');
    expect(status).toBe(200);
    const licenses = expectContract(listOf(licenseContract), body);
    expect(licenses.map((l) => l.id)).toEqual(['private', 'public_domain', 'cc_by', 'cc_by_sa', 'cc_by_nc', 'cc_by_nc_sa', 'cc_by_nd', 'cc_by_nc_nd']);
    expect(headers.get('Link')).toBeNull();
    expect((await app.get(`/api/v1/groups/${groupId}/content_licenses`, 'outsider-token')).status).toBe(403);
  });
});

import { describe, expect, it } from 'vitest';
import { fileContract, usageRightsRemovalContract, usageRightsUpdateContract } from '../../../../src/api/schemas/contracts';
import { expectContract } from '../../../test/contract';
import { addFile, addFolder } from '../../../test/file-read-world';
import { fileRow, fileWriteWorld } from '../../../test/file-write-world';

const FORBIDDEN = { status: 'unauthorized', errors: [{ message: 'user not authorized to perform that action' }] };
const CC = { use_justification: 'creative_commons', license: 'cc_by_sa', legal_copyright: '(C) 2026 Lab' };

function world() {
  const w = fileWriteWorld();
  const course = { type: 'Course' as const, id: w.course.id };
  const unit = addFolder(w.app.db, course, 'unit', w.root);
  const nested = addFolder(w.app.db, course, 'nested', unit);
  const a = addFile(w.app.db, course, { name: 'a.txt', folderId: unit.id });
  const b = addFile(w.app.db, course, { name: 'b.txt', folderId: nested.id, locked: true });
  const path = `/api/v1/courses/${w.course.id}/usage_rights`;
  const rightsOf = (id: number) => fileRow(w.app, id)?.usage_rights_id ?? null;
  return { ...w, unit, nested, a, b, path, rightsOf };
}

describe('PUT /api/v1/{owner}/:id/usage_rights', () => {
  it('sets usage rights on files and, recursively, on the files of folders; answers §3.17 with the plural message', async () => {
    const { app, files, unit, a, b, path } = world();
    const { status, body } = await app.send('PUT', path, 'teacher-token', { file_ids: [files.notes], folder_ids: [String(unit.id)], usage_rights: CC });
    expect(status).toBe(200);
    const answer = expectContract(usageRightsUpdateContract, body);
    expect(answer).toEqual({ ...CC, license_name: 'CC Attribution Share Alike', message: '3 files updated', file_ids: [b, a, files.notes] });
    const file = (await app.get(`/api/v1/files/${a}?include[]=usage_rights`, 'teacher-token')).body;
    expect(expectContract(fileContract, file).usage_rights).toEqual({ ...CC, license_name: 'CC Attribution Share Alike' });
    // publish was not asked: the locked file stays locked.
    expect(fileRow(app, b)?.locked).toBe(1);
  });

  it('says "1 file updated", infers the license, and with publish unlocks the files', async () => {
    const { app, b, path } = world();
    const cases = [
      ['public_domain', 'public_domain', 'Public Domain'],
      ['creative_commons', 'cc_by_nc_nd', 'CC Attribution Non-Commercial No Derivatives'],
      ['fair_use', 'private', 'Private (Copyrighted)'],
    ];
    for (const [justification, license, name] of cases) {
      const { body } = await app.send('PUT', path, 'teacher-token', { file_ids: [b], usage_rights: { use_justification: justification }, publish: 'true' });
      expect(expectContract(usageRightsUpdateContract, body)).toEqual({
        use_justification: justification, license, legal_copyright: null, license_name: name, message: '1 file updated', file_ids: [b],
      });
    }
    expect(fileRow(app, b)?.locked).toBe(0);
  });

  it('reuses one usage_rights row per owner and values', async () => {
    const { app, a, b, path, rightsOf } = world();
    await app.send('PUT', path, 'teacher-token', { file_ids: [a], usage_rights: CC });
    await app.send('PUT', path, 'teacher-token', { file_ids: [b], usage_rights: CC });
    expect(rightsOf(a)).not.toBeNull();
    expect(rightsOf(a)).toBe(rightsOf(b));
  });

  it('ignores files and folders of other owners, and deleted files', async () => {
    const { app, a, path, groupFile, groupRoot, studentFile, rightsOf, files } = world();
    app.db.prepare(`UPDATE attachments SET workflow_state = 'deleted' WHERE id = ?`).run(files.notes);
    const { body } = await app.send('PUT', path, 'teacher-token', {
      file_ids: [a, groupFile, studentFile, files.notes, 'junk'], folder_ids: [groupRoot.id], usage_rights: CC,
    });
    expect(expectContract(usageRightsUpdateContract, body)).toMatchObject({ message: '1 file updated', file_ids: [a] });
    expect([rightsOf(groupFile), rightsOf(studentFile)]).toEqual([null, null]);
  });

  it('answers the 400s of §3.17 and changes nothing', async () => {
    const { app, a, path, rightsOf } = world();
    const count = () => app.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM usage_rights').get()?.n;
    const before = count();
    expect(await app.send('PUT', path, 'teacher-token', { usage_rights: CC })).toMatchObject({ status: 400, body: { message: "Must supply 'file_ids' and/or 'folder_ids' parameter" } });
    expect(await app.send('PUT', path, 'teacher-token', { file_ids: [a] })).toMatchObject({ status: 400, body: { message: "No 'usage_rights' object supplied" } });
    expect(await app.send('PUT', path, 'teacher-token', { file_ids: [a], usage_rights: 'fair_use' })).toMatchObject({ status: 400, body: { message: "No 'usage_rights' object supplied" } });
    const bad = await app.send('PUT', path, 'teacher-token', { file_ids: [a], usage_rights: { use_justification: 'mine' } });
    expect(bad).toEqual(expect.objectContaining({ status: 400, body: { errors: { use_justification: [{ attribute: 'use_justification', type: 'inclusion', message: 'is not included in the list' }] } } }));
    expect((await app.send('PUT', path, 'teacher-token', { file_ids: [a], usage_rights: {} })).status).toBe(400);
    expect((await app.send('PUT', path, 'teacher-token', { file_ids: [a], usage_rights: { use_justification: 'fair_use', license: 'wtfpl' } })).status).toBe(400);
    expect([rightsOf(a), count()]).toEqual([null, before]);
  });

  it('works for group members and the owning user; refuses others with 403 (404 for unknown owners), changing nothing', async () => {
    const { app, a, groupId, groupFile, studentFile, student, course, rightsOf } = world();
    const body = (id: number) => ({ file_ids: [id], usage_rights: CC });
    expect((await app.send('PUT', `/api/v1/groups/${groupId}/usage_rights`, 'student-token', body(groupFile))).status).toBe(200);
    expect((await app.send('PUT', '/api/v1/users/self/usage_rights', 'student-token', body(studentFile))).status).toBe(200);
    const refusals: [string, number, string][] = [
      [`/api/v1/courses/${course.id}/usage_rights`, a, 'student-token'],
      [`/api/v1/courses/${course.id}/usage_rights`, a, 'outsider-token'],
      [`/api/v1/groups/${groupId}/usage_rights`, groupFile, 'outsider-token'],
      [`/api/v1/users/${student}/usage_rights`, studentFile, 'teacher-token'],
    ];
    for (const [path, id, token] of refusals) {
      const before = rightsOf(id);
      expect(await app.send('PUT', path, token, body(id))).toMatchObject({ status: 403, body: FORBIDDEN });
      expect(await app.send('DELETE', path, token, { file_ids: [id] })).toMatchObject({ status: 403, body: FORBIDDEN });
      expect(rightsOf(id)).toBe(before);
    }
    expect((await app.send('PUT', '/api/v1/courses/999999/usage_rights', 'teacher-token', body(a))).status).toBe(404);
  });
});

describe('DELETE /api/v1/{owner}/:id/usage_rights', () => {
  it('removes usage rights from files and folders, answering message and file_ids only', async () => {
    const { app, files, unit, a, b, path, rightsOf } = world();
    await app.send('PUT', path, 'teacher-token', { folder_ids: [unit.id], usage_rights: CC });
    const { status, body } = await app.send('DELETE', path, 'ta-token', { folder_ids: [unit.id], file_ids: [files.cells] });
    expect(status).toBe(200);
    expect(expectContract(usageRightsRemovalContract, body)).toEqual({ message: '3 files updated', file_ids: [b, a, files.cells] });
    expect([rightsOf(a), rightsOf(b), rightsOf(files.cells)]).toEqual([null, null, null]);
    expect(await app.send('DELETE', path, 'teacher-token', {})).toMatchObject({ status: 400, body: { message: "Must supply 'file_ids' and/or 'folder_ids' parameter" } });
  });
});

describe('many files at once', () => {
  it('updates a folder of 1,200 files and an 8,000-id list in one request , in slices under the SQLite variable cap', async () => {
    const { app, course, root, path } = world();
    const big = addFolder(app.db, { type: 'Course', id: course.id }, 'big', root);
    const insert = app.db.transaction(() => Array.from({ length: 1200 }, (_, i) => addFile(app.db, { type: 'Course', id: course.id }, { name: `f${i}.txt`, folderId: big.id })));
    const ids = insert();
    const many = [...ids, ...Array.from({ length: 8_000 }, (_, i) => 1_000_000 + i)];
    const { status, body } = await app.send('PUT', path, 'teacher-token', { folder_ids: [big.id], file_ids: many, usage_rights: CC });
    expect(status).toBe(200);
    expect(expectContract(usageRightsUpdateContract, body).message).toBe('1200 files updated');
  });
});

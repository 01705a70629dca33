import { describe, expect, it } from 'vitest';
import { fileContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { addFile } from '../../test/file-read-world';
import { blobExists, fileRow, fileWriteWorld, storeBytes } from '../../test/file-write-world';
import { CourseWorkData } from '../../test/course-work-data';

const UNAUTHORIZED = { message: 'Unauthorized to delete this file' };

describe('DELETE /api/v1/files/:id', () => {
  it('soft-deletes, answers the File as it was, and then the file is gone from get and list', async () => {
    const { app, files, course, keys } = fileWriteWorld();
    const before = (await app.get(`/api/v1/files/${files.notes}`, 'teacher-token')).body;
    const { status, body } = await app.send('DELETE', `/api/v1/files/${files.notes}`, 'teacher-token');
    expect(status).toBe(200);
    expect(expectContract(fileContract, body)).toEqual(before);
    expect(fileRow(app, files.notes)?.workflow_state).toBe('deleted');
    expect((await app.get(`/api/v1/files/${files.notes}`, 'teacher-token')).status).toBe(404);
    const list = (await app.get(`/api/v1/courses/${course.id}/files?per_page=100`, 'teacher-token')).body as { id: number }[];
    expect(list.map((file) => file.id)).not.toContain(files.notes);
    expect(blobExists(app, keys.notes)).toBe(false);
    expect((await app.send('DELETE', `/api/v1/files/${files.notes}`, 'teacher-token')).status).toBe(404);
  });

  it('keeps bytes another live file still shares', async () => {
    const { app, files, root, course, keys } = fileWriteWorld();
    const twin = addFile(app.db, { type: 'Course', id: course.id }, { name: 'twin.txt', folderId: root.id });
    storeBytes(app, twin, 'course notes');
    expect((await app.send('DELETE', `/api/v1/files/${files.notes}`, 'teacher-token')).status).toBe(200);
    expect(blobExists(app, keys.notes)).toBe(true);
    expect((await app.send('DELETE', `/api/v1/files/${twin}`, 'teacher-token')).status).toBe(200);
    expect(blobExists(app, keys.notes)).toBe(false);
  });

  it('lets a group member and the owning user delete their files', async () => {
    const { app, groupFile, studentFile } = fileWriteWorld();
    expect((await app.send('DELETE', `/api/v1/files/${groupFile}`, 'student-token')).status).toBe(200);
    expect((await app.send('DELETE', `/api/v1/files/${studentFile}`, 'student-token')).status).toBe(200);
  });

  it('answers 401 with Canvas message (no WWW-Authenticate) to callers without the right, and changes nothing', async () => {
    const { app, files, groupFile, studentFile } = fileWriteWorld();
    const refusals: [number, string][] = [
      [files.notes, 'student-token'], [files.notes, 'outsider-token'], [studentFile, 'teacher-token'], [groupFile, 'outsider-token'],
    ];
    for (const [id, token] of refusals) {
      const response = await app.request(`/api/v1/files/${id}`, { method: 'DELETE', token });
      expect(response.status).toBe(401);
      expect(response.headers.get('WWW-Authenticate')).toBeNull();
      expect(await response.json()).toEqual(UNAUTHORIZED);
      expect(fileRow(app, id)?.workflow_state).toBe('processed');
    }
  });

  it('refuses a file attached to a submission with 403, even to the teacher', async () => {
    const { app, files, course, student } = fileWriteWorld();
    const work = new CourseWorkData(app.db);
    const submission = work.submission(work.assignment(course.id), student);
    app.db.prepare('INSERT INTO submission_attachments (submission_id, attempt, attachment_id) VALUES (?, 1, ?)').run(submission, files.notes);
    const { status, body } = await app.send('DELETE', `/api/v1/files/${files.notes}`, 'teacher-token');
    expect(status).toBe(403);
    expect(body).toEqual({ message: 'Cannot delete a file that has been submitted as part of an assignment' });
    expect(fileRow(app, files.notes)?.workflow_state).toBe('processed');
  });
});

import { describe, expect, it } from 'vitest';
import { folderContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { folderWriteWorld } from '../../test/folder-write-world';

const folder = (body: unknown) => expectContract(folderContract, body);

describe('GET /api/v1/{courses|groups}/:id/folders/media', () => {
  it('creates the course\'s hidden "Uploaded Media" folder for a manager once, and finds it after', async () => {
    const { app, course, root } = folderWriteWorld();
    const first = await app.get(`/api/v1/courses/${course.id}/folders/media`, 'teacher-token');
    expect(first.status).toBe(200);
    const media = folder(first.body);
    expect(media).toMatchObject({ name: 'Uploaded Media', full_name: 'course files/Uploaded Media', parent_folder_id: root.id, context_type: 'Course', hidden: true });
    // A TA (another manager) gets the same one; renaming it does not lose it.
    await app.send('PUT', `/api/v1/folders/${media.id}`, 'teacher-token', { name: 'Recordings' });
    expect(folder((await app.get(`/api/v1/courses/${course.id}/folders/media`, 'ta-token')).body)).toMatchObject({ id: media.id, name: 'Recordings' });
  });

  it('gives a student their own media folder, under their root', async () => {
    const { app, course, groupId, student } = folderWriteWorld();
    const { status, body } = await app.get(`/api/v1/courses/${course.id}/folders/media`, 'student-token');
    expect(status).toBe(200);
    const media = folder(body);
    expect(media).toMatchObject({ context_type: 'User', context_id: student, full_name: 'my files/Uploaded Media' });
    // A group member manages the group's files, so gets the group's.
    expect(folder((await app.get(`/api/v1/groups/${groupId}/folders/media`, 'student-token')).body)).toMatchObject({
      context_type: 'Group', full_name: 'files/Uploaded Media',
    });
    expect(folder((await app.get(`/api/v1/courses/${course.id}/folders/media`, 'student-token')).body).id).toBe(media.id);
  });

  it('refuses non-members (403) and unknown owners (404), and is not routed for users', async () => {
    const { app, course, groupId, student } = folderWriteWorld();
    expect((await app.get(`/api/v1/courses/${course.id}/folders/media`, 'outsider-token')).status).toBe(403);
    expect((await app.get(`/api/v1/groups/${groupId}/folders/media`, 'outsider-token')).status).toBe(403);
    expect((await app.get('/api/v1/courses/999999/folders/media', 'teacher-token')).status).toBe(404);
    expect((await app.get(`/api/v1/users/${student}/folders/media`, 'student-token')).status).toBe(404);
    expect((await app.get('/api/v1/users/self/folders/media', 'student-token')).status).toBe(404);
    const made = app.db.prepare(`SELECT COUNT(*) AS n FROM folders WHERE unique_type = 'media'`).get() as { n: number };
    expect(made.n).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { folderContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { insertFolder } from '../../test/folders';
import { createTestApp } from '../../test/test-app';
import { standardWorld } from '../../test/test-data';

const folder = (body: unknown) => expectContract(folderContract, body);

/** Biology 101 with course files / Week 1, and a submissions folder in the student's own files. */
function world() {
  const app = createTestApp();
  const w = standardWorld(app.data);
  const root = insertFolder(app.db, { contextType: 'Course', contextId: w.course.id, name: 'course files' });
  const week1 = insertFolder(app.db, { contextType: 'Course', contextId: w.course.id, parent: root, name: 'Week 1' });
  const userRoot = insertFolder(app.db, { contextType: 'User', contextId: w.student, name: 'my files' });
  const submissions = insertFolder(app.db, {
    contextType: 'User', contextId: w.student, parent: userRoot, name: 'Submissions', submissionContextCode: `course_${w.course.id}`,
  });
  const count = () => (app.db.prepare('SELECT COUNT(*) AS n FROM folders').get() as { n: number }).n;
  return { app, ...w, root, week1, userRoot, submissions, count };
}

describe('POST /api/v1/courses/:course_id/folders', () => {
  it('puts a folder without a parent in `unfiled`, created under the root, and answers 200 with the Folder', async () => {
    const { app, course, root } = world();
    const { status, body } = await app.send('POST', `/api/v1/courses/${course.id}/folders`, 'teacher-token', { name: 'Readings' });
    expect(status).toBe(200);
    const created = folder(body);
    expect(created).toMatchObject({ name: 'Readings', full_name: 'course files/unfiled/Readings', context_type: 'Course', context_id: course.id });
    const unfiled = folder((await app.get(`/api/v1/folders/${created.parent_folder_id}`, 'teacher-token')).body);
    expect(unfiled).toMatchObject({ name: 'unfiled', parent_folder_id: root.id });
  });

  it('creates under parent_folder_id with the given state, reading form values as Canvas does', async () => {
    const { app, course, week1 } = world();
    const response = await app.request(`/api/v1/courses/${course.id}/folders`, {
      method: 'POST', token: 'teacher-token', headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `name=Quizzes&parent_folder_id=${week1.id}&locked=1&hidden=true&position=4&lock_at=2026-03-01T00:00:00Z`,
    });
    expect(response.status).toBe(200);
    expect(folder(await response.json())).toMatchObject({
      full_name: 'course files/Week 1/Quizzes', parent_folder_id: week1.id, locked: true, hidden: true, position: 4, lock_at: '2026-03-01T00:00:00Z',
    });
  });

  it('creates every missing folder of parent_folder_path (the root name may lead), in one go', async () => {
    const { app, course, week1, count } = world();
    const before = count();
    const { body } = await app.send('POST', `/api/v1/courses/${course.id}/folders`, 'teacher-token', {
      name: 'Deep', parent_folder_path: 'course files/Week 1/Labs/Part A',
    });
    expect(folder(body).full_name).toBe('course files/Week 1/Labs/Part A/Deep');
    expect(count()).toBe(before + 3);
    const { body: path } = await app.get(`/api/v1/courses/${course.id}/folders/by_path/Week%201/Labs/Part%20A/Deep`, 'teacher-token');
    expect((path as { id: number }[])[1]?.id).toBe(week1.id);
  });

  it('numbers a duplicate name, trims it, turns slashes into underscores and names a blank one "New Folder"', async () => {
    const { app, course, root } = world();
    const create = async (name: string) =>
      folder((await app.send('POST', `/api/v1/courses/${course.id}/folders`, 'teacher-token', { name, parent_folder_id: root.id })).body).name;
    expect(await create('Week 1')).toBe('Week 1 2');
    expect(await create(' week 1 ')).toBe('week 1');
    // As in Canvas: with no gap above 2 the number is one past the count of like-named siblings (here three).
    expect(await create('Week 1')).toBe('Week 1 4');
    expect(await create('a/b')).toBe('a_b');
    expect(await create('')).toBe('New Folder');
  });

  it('refuses both parents (400), an unknown or foreign parent (404) and a long name (400), creating nothing', async () => {
    const { app, course, week1, userRoot, count } = world();
    const before = count();
    const post = (body: unknown) => app.send('POST', `/api/v1/courses/${course.id}/folders`, 'teacher-token', body);
    expect(await post({ name: 'X', parent_folder_id: week1.id, parent_folder_path: 'a' })).toMatchObject({
      status: 400, body: { message: "Can't set folder path and folder id" },
    });
    for (const parent of [999999, userRoot.id, 'abc']) {
      expect(await post({ name: 'X', parent_folder_id: parent })).toMatchObject({
        status: 404, body: { errors: [{ message: 'The specified resource does not exist.' }] },
      });
    }
    const long = await post({ name: 'x'.repeat(256) });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ errors: { name: [{ attribute: 'name', type: 'too_long' }] } });
    expect(count()).toBe(before);
  });

  it('refuses students and outsiders with 403 and changes nothing, even for parent_folder_path', async () => {
    const { app, course, count } = world();
    const before = count();
    for (const token of ['student-token', 'outsider-token']) {
      const { status } = await app.send('POST', `/api/v1/courses/${course.id}/folders`, token, { name: 'X', parent_folder_path: 'new/path' });
      expect(status).toBe(403);
    }
    expect(count()).toBe(before);
  });
});

describe('POST /api/v1/folders/:folder_id/folders', () => {
  it('creates inside the folder in the path', async () => {
    const { app, week1 } = world();
    const { status, body } = await app.send('POST', `/api/v1/folders/${week1.id}/folders`, 'ta-token', { name: 'Extra' });
    expect(status).toBe(200);
    expect(folder(body)).toMatchObject({ parent_folder_id: week1.id, full_name: 'course files/Week 1/Extra', can_upload: true });
  });

  it('refuses a parent given twice (400), an unknown folder (404) and a submissions folder (403)', async () => {
    const { app, week1, submissions, count } = world();
    const before = count();
    expect((await app.send('POST', `/api/v1/folders/${week1.id}/folders`, 'teacher-token', { name: 'X', parent_folder_path: 'a' })).status).toBe(400);
    expect((await app.send('POST', '/api/v1/folders/999999/folders', 'teacher-token', { name: 'X' })).status).toBe(404);
    expect((await app.send('POST', `/api/v1/folders/${submissions.id}/folders`, 'student-token', { name: 'X' })).status).toBe(403);
    expect(count()).toBe(before);
  });
});

describe('POST /api/v1/users/self/folders', () => {
  it('lets a user create in their own files', async () => {
    const { app, userRoot } = world();
    const { body } = await app.send('POST', '/api/v1/users/self/folders', 'student-token', { name: 'Notes', parent_folder_id: userRoot.id });
    expect(folder(body)).toMatchObject({ full_name: 'my files/Notes', context_type: 'User' });
  });
});

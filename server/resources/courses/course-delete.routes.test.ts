import { describe, expect, it } from 'vitest';
import { courseConcludeResultContract, courseContract, courseDeleteResultContract, listOf } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { standardWorld } from '../../test/test-data';

function world() {
  const app = createTestApp();
  const w = standardWorld(app.data);
  const draft = app.data.course({ accountId: w.accountId, termId: w.termId, name: 'Draft 100', state: 'claimed' });
  app.data.enroll(w.teacher, draft, 'TeacherEnrollment');
  return { app, ...w, draft };
}

const state = (app: TestApp, id: number) =>
  (app.db.prepare('SELECT workflow_state FROM courses WHERE id = ?').get(id) as { workflow_state: string }).workflow_state;
const names = (body: unknown) => expectContract(listOf(courseContract), body).map((course) => course.name);

function deleteForm(app: TestApp, id: number, token: string, body: string) {
  return app.request(`/api/v1/courses/${id}`, {
    method: 'DELETE',
    token,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });
}

describe('DELETE /api/v1/courses/:id (docs/canvas-contract.md §2.6)', () => {
  it('concludes with event=conclude in the form body and answers exactly {"conclude":true}', async () => {
    const { app, course } = world();
    const response = await deleteForm(app, course.id, 'teacher-token', 'event=conclude');
    expect(response.status).toBe(200);
    const body: unknown = await response.json();
    expect(body).toEqual({ conclude: true });
    expectContract(courseConcludeResultContract, body);
    expect(state(app, course.id)).toBe('completed');
    // A concluded course still reads, as completed.
    expect(expectContract(courseContract, (await app.get(`/api/v1/courses/${course.id}`, 'teacher-token')).body)).toMatchObject({ workflow_state: 'completed' });
  });

  it('deletes with event=delete in the query string and answers exactly {"delete":true}; the course then 404s', async () => {
    const { app, course } = world();
    const { status, body } = await app.send('DELETE', `/api/v1/courses/${course.id}?event=delete`, 'admin-token');
    expect(status).toBe(200);
    expect(body).toEqual({ delete: true });
    expectContract(courseDeleteResultContract, body);
    expect((await app.get(`/api/v1/courses/${course.id}`, 'admin-token')).status).toBe(404);
    // Deleting again is idempotent, as Canvas finds deleted courses here.
    expect(expectContract(courseDeleteResultContract, (await app.send('DELETE', `/api/v1/courses/${course.id}`, 'admin-token', { event: 'delete' })).body)).toEqual({ delete: true });
  });

  it('lets a teacher delete an unpublished course but not a published one', async () => {
    const { app, course, draft } = world();
    expect((await deleteForm(app, draft.id, 'teacher-token', 'event=delete')).status).toBe(200);
    expect(state(app, draft.id)).toBe('deleted');
    expect((await deleteForm(app, course.id, 'teacher-token', 'event=delete')).status).toBe(403);
    expect(state(app, course.id)).toBe('available');
  });

  it.each([
    ['student-token', 'conclude'], ['student-token', 'delete'], ['ta-token', 'conclude'], ['ta-token', 'delete'],
    ['outsider-token', 'conclude'],
  ])('refuses %s to %s with 403 and changes nothing', async (token, event) => {
    const { app, course } = world();
    const { status } = await app.send('DELETE', `/api/v1/courses/${course.id}`, token, { event });
    expect(status).toBe(403);
    expect(state(app, course.id)).toBe('available');
  });

  it('requires event=delete or event=conclude (400 before authorization), after the 404 for unknown courses', async () => {
    const { app, course } = world();
    const message = { message: 'Only "delete" and "conclude" events are allowed.' };
    for (const query of ['', '?event=destroy', '?event=offer']) {
      const { status, body } = await app.send('DELETE', `/api/v1/courses/${course.id}${query}`, 'student-token');
      expect(status).toBe(400);
      expect(body).toEqual(message);
    }
    expect((await app.send('DELETE', '/api/v1/courses/9999?event=bogus', 'admin-token')).status).toBe(404);
    expect(state(app, course.id)).toBe('available');
  });
});

describe('GET /api/v1/courses after conclude and delete', () => {
  it('hides concluded and deleted courses by default and shows them under the matching filters', async () => {
    const { app, course, draft } = world();
    await app.send('DELETE', `/api/v1/courses/${course.id}`, 'teacher-token', { event: 'conclude' });
    await app.send('DELETE', `/api/v1/courses/${draft.id}`, 'teacher-token', { event: 'delete' });
    expect(names((await app.get('/api/v1/courses', 'teacher-token')).body)).toEqual([]);
    expect(names((await app.get('/api/v1/courses?enrollment_state=completed', 'teacher-token')).body)).toEqual(['Biology 101']);
    expect(names((await app.get('/api/v1/courses?state[]=completed', 'teacher-token')).body)).toEqual(['Biology 101']);
    expect(names((await app.get('/api/v1/courses?state[]=completed', 'student-token')).body)).toEqual(['Biology 101']);
    // Deleting took the teacher's enrollment with it, so, like GET /courses/:id?include[]=all_courses, the list
    // no longer shows the course to them; only an administrator still can read it.
    expect(names((await app.get('/api/v1/courses?state[]=deleted', 'teacher-token')).body)).toEqual([]);
    expect((await app.get(`/api/v1/courses/${draft.id}?include[]=all_courses`, 'teacher-token')).status).toBe(403);
  });
});

import { describe, expect, it } from 'vitest';
import { assignmentContract, listOf } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { createTestApp } from '../../test/test-app';
import { standardWorld } from '../../test/test-data';

const T = '2026-01-10T12:00:00Z';

function world() {
  const app = createTestApp();
  const w = standardWorld(app.data);
  const group = Number(
    app.db.prepare(`INSERT INTO assignment_groups (course_id, name, position, created_at, updated_at) VALUES (?, 'Homework', 1, ?, ?)`).run(w.course.id, T, T).lastInsertRowid,
  );
  const add = (name: string, position: number, state: string, onlyOverrides = 0) =>
    Number(
      app.db
        .prepare(
          `INSERT INTO assignments (course_id, assignment_group_id, name, position, workflow_state, only_visible_to_overrides, due_at, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, '2026-02-01T06:59:59Z', ?, ?)`,
        )
        .run(w.course.id, group, name, position, state, onlyOverrides, T, T).lastInsertRowid,
    );
  add('Essay', 2, 'published');
  add('Quiz', 1, 'published');
  add('Draft', 3, 'unpublished');
  add('Honors', 4, 'published', 1);
  return { app, ...w };
}

describe('GET /api/v1/courses/:course_id/assignments', () => {
  it('lists every assignment for a teacher, in group position order, parseable by the app', async () => {
    const { app, course } = world();
    const { status, body } = await app.get(`/api/v1/courses/${course.id}/assignments?per_page=50`, 'teacher-token');
    expect(status).toBe(200);
    const names = expectContract(listOf(assignmentContract), body).map((a) => a.name);
    expect(names).toEqual(['Quiz', 'Essay', 'Draft', 'Honors']);
  });

  it('shows a student only published assignments assigned to them', async () => {
    const { app, course } = world();
    const { body } = await app.get(`/api/v1/courses/${course.id}/assignments`, 'student-token');
    expect(expectContract(listOf(assignmentContract), body).map((a) => a.name)).toEqual(['Quiz', 'Essay']);
  });

  it('forbids outsiders and 404s unknown courses', async () => {
    const { app, course } = world();
    expect((await app.get(`/api/v1/courses/${course.id}/assignments`, 'outsider-token')).status).toBe(403);
    expect((await app.get('/api/v1/courses/4040/assignments', 'teacher-token')).status).toBe(404);
  });
});

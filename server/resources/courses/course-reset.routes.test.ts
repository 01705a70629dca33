import { describe, expect, it } from 'vitest';
import { courseContract, courseSettingsContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { standardWorld } from '../../test/test-data';

const T = '2026-01-10T12:00:00Z';

function world() {
  const app = createTestApp();
  const w = standardWorld(app.data);
  const lab = app.data.section(w.course.id, 'Lab section');
  const group = app.db
    .prepare(`INSERT INTO assignment_groups (course_id, name, position, created_at, updated_at) VALUES (?, 'Assignments', 1, ?, ?)`)
    .run(w.course.id, T, T).lastInsertRowid;
  app.db
    .prepare(`INSERT INTO assignments (course_id, assignment_group_id, name, position, created_at, updated_at) VALUES (?, ?, 'Essay', 1, ?, ?)`)
    .run(w.course.id, group, T, T);
  app.db.prepare(`UPDATE courses SET syllabus_body = '<p>Old</p>', sis_course_id = 'BIO-101', license = 'cc_by' WHERE id = ?`).run(w.course.id);
  app.db.prepare(`INSERT INTO course_settings (course_id, name, value) VALUES (?, 'hide_distribution_graphs', 'true')`).run(w.course.id);
  return { app, ...w, lab };
}

const count = (app: TestApp, sql: string, id: number) => (app.db.prepare(sql).get(id) as { n: number }).n;

describe('POST /api/v1/courses/:course_id/reset_content (docs/canvas-contract.md §2.7)', () => {
  it('moves sections and enrollments to a new empty course, deletes the old one, and answers with the new course', async () => {
    const { app, course, lab } = world();
    const oldUuid = (app.db.prepare('SELECT uuid FROM courses WHERE id = ?').get(course.id) as { uuid: string }).uuid;
    const { status, body } = await app.send('POST', `/api/v1/courses/${course.id}/reset_content`, 'teacher-token');
    expect(status).toBe(200);
    const fresh = expectContract(courseContract, body);
    expect(fresh.id).not.toBe(course.id);
    expect(fresh).toMatchObject({ name: 'Biology 101', course_code: 'BIO 101', license: 'cc_by', workflow_state: 'unpublished', uuid: oldUuid });
    expect(count(app, 'SELECT COUNT(*) AS n FROM enrollments WHERE course_id = ?', fresh.id)).toBe(3);
    expect(count(app, 'SELECT COUNT(*) AS n FROM enrollments WHERE course_id = ?', course.id)).toBe(0);
    const sections = app.db.prepare('SELECT id FROM course_sections WHERE course_id = ? ORDER BY id').all(fresh.id);
    expect(sections).toEqual([{ id: course.sectionId }, { id: lab }]);
    expect(count(app, 'SELECT COUNT(*) AS n FROM assignments WHERE course_id = ?', fresh.id)).toBe(0);
    expect(count(app, 'SELECT COUNT(*) AS n FROM assignments WHERE course_id = ?', course.id)).toBe(1);

    const old = app.db.prepare('SELECT * FROM courses WHERE id = ?').get(course.id) as Record<string, unknown>;
    expect(old).toMatchObject({ workflow_state: 'deleted', replacement_course_id: fresh.id, sis_course_id: null });
    expect(old.uuid).not.toBe(oldUuid);
    const created = app.db.prepare('SELECT syllabus_body, sis_course_id FROM courses WHERE id = ?').get(fresh.id);
    expect(created).toEqual({ syllabus_body: null, sis_course_id: 'BIO-101' });
    expect(expectContract(courseSettingsContract, (await app.get(`/api/v1/courses/${fresh.id}/settings`, 'teacher-token')).body)).toMatchObject({ hide_distribution_graphs: true });

    expect((await app.get(`/api/v1/courses/${course.id}`, 'teacher-token')).status).toBe(404);
    expect((await app.get(`/api/v1/courses/${fresh.id}`, 'student-token')).status).toBe(403);
    expect((await app.get(`/api/v1/courses/${fresh.id}`, 'teacher-token')).status).toBe(200);
  });

  it.each(['ta-token', 'student-token', 'outsider-token'])('refuses %s with 403 and changes nothing', async (token) => {
    const { app, course } = world();
    const { status } = await app.send('POST', `/api/v1/courses/${course.id}/reset_content`, token);
    expect(status).toBe(403);
    expect(count(app, 'SELECT COUNT(*) AS n FROM courses WHERE id != ?', 0)).toBe(1);
    expect(count(app, 'SELECT COUNT(*) AS n FROM enrollments WHERE course_id = ?', course.id)).toBe(3);
  });

  it('refuses blueprint and template courses with 400', async () => {
    const { app, course } = world();
    for (const column of ['blueprint', 'template']) {
      app.db.prepare(`UPDATE courses SET blueprint = 0, template = 0, ${column} = 1 WHERE id = ?`).run(course.id);
      const { status, body } = await app.send('POST', `/api/v1/courses/${course.id}/reset_content`, 'admin-token');
      expect(status).toBe(400);
      expect(body).toEqual({ message: 'cannot reset_content on a blueprint or template course' });
    }
    expect(count(app, 'SELECT COUNT(*) AS n FROM courses WHERE id != ?', 0)).toBe(1);
  });

  it('answers 404 for an unknown course', async () => {
    const { app } = world();
    expect((await app.send('POST', '/api/v1/courses/777/reset_content', 'admin-token')).status).toBe(404);
  });
});

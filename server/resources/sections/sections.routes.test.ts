import { describe, expect, it } from 'vitest';
import { listOf, sectionContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { createTestApp } from '../../test/test-app';
import { standardWorld } from '../../test/test-data';

const sections = (body: unknown) => expectContract(listOf(sectionContract), body);

function world() {
  const app = createTestApp();
  const w = standardWorld(app.data);
  const evening = app.data.section(w.course.id, 'Evening');
  const another = app.data.user('Ana Other', 'another-token');
  app.data.enroll(another, { id: w.course.id, sectionId: evening }, 'StudentEnrollment', 'invited');
  const gone = app.data.section(w.course.id, 'Archived');
  app.db.prepare(`UPDATE course_sections SET workflow_state = 'deleted' WHERE id = ?`).run(gone);
  return { app, ...w, evening };
}

describe('GET /api/v1/courses/:course_id/sections (docs/canvas-contract.md §7.10)', () => {
  const { app, course, evening } = world();
  const path = `/api/v1/courses/${course.id}/sections`;

  it('lists the active sections by name with Section JSON, paginated', async () => {
    const { status, body, headers } = await app.get(path, 'teacher-token');
    expect(status).toBe(200);
    expect(sections(body).map((s) => s.name)).toEqual(['Biology 101', 'Evening']);
    expect(sections(body)[0]).toEqual({
      id: course.sectionId,
      course_id: course.id,
      name: 'Biology 101',
      start_at: null,
      end_at: null,
      created_at: '2026-01-10T12:00:00Z',
      restrict_enrollments_to_section_dates: false,
      nonxlist_course_id: null,
    });
    expect(headers.get('link')).toContain('rel="current"');
    const page = await app.get(`${path}?per_page=1`, 'teacher-token');
    expect(sections(page.body).map((s) => s.id)).toEqual([course.sectionId]);
    expect(page.headers.get('link')).toContain(`${path}?page=2&per_page=1>; rel="next"`);
  });

  it('counts active and invited students with include[]=total_students', async () => {
    const { body } = await app.get(`${path}?include[]=total_students`, 'ta-token');
    expect(sections(body).map((s) => [s.id, s.total_students])).toEqual([
      [course.sectionId, 1],
      [evening, 1],
    ]);
  });

  it('shows SIS ids to admins only', async () => {
    app.db.prepare(`UPDATE course_sections SET sis_section_id = 'BIO-101-A' WHERE id = ?`).run(course.sectionId);
    const admin = sections((await app.get(path, 'admin-token')).body);
    expect(admin[0]).toMatchObject({ sis_section_id: 'BIO-101-A', sis_course_id: null });
    const teacher = sections((await app.get(path, 'teacher-token')).body);
    expect(teacher[0]).not.toHaveProperty('sis_section_id');
  });

  it('lets students read the list; searches by name with at least 2 characters', async () => {
    expect((await app.get(path, 'student-token')).status).toBe(200);
    expect(sections((await app.get(`${path}?search_term=even`, 'student-token')).body).map((s) => s.name)).toEqual(['Evening']);
    expect((await app.get(`${path}?search_term=e`, 'student-token')).status).toBe(400);
  });

  it('refuses an outsider with 403 and answers 404 for an unknown course', async () => {
    expect((await app.get(path, 'outsider-token')).status).toBe(403);
    expect((await app.get('/api/v1/courses/999/sections', 'admin-token')).status).toBe(404);
  });
});

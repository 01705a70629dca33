import { describe, expect, it } from 'vitest';
import { courseContract, listOf, userContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { CourseWorkData } from '../../test/course-work-data';
import { createTestApp } from '../../test/test-app';
import { standardWorld } from '../../test/test-data';

const users = (body: unknown) => expectContract(listOf(userContract), body);

function world() {
  const app = createTestApp();
  const w = standardWorld(app.data);
  const work = new CourseWorkData(app.db);
  const amy = app.data.user('Amy Early');
  const bob = app.data.user('Bob Never');
  app.data.enroll(amy, w.course, 'StudentEnrollment');
  app.data.enroll(bob, w.course, 'StudentEnrollment');
  work.login(w.student, '2026-03-01T08:00:00Z');
  work.login(amy, '2026-02-01T08:00:00Z');
  work.login(amy, '2026-02-02T08:00:00Z');
  work.login(w.teacher, '2026-03-05T08:00:00Z');
  return { app, work, ...w, amy, bob };
}

describe('GET /api/v1/courses/:course_id/recent_students (docs/canvas-contract.md §2.12)', () => {
  const w = world();
  const path = `/api/v1/courses/${w.course.id}/recent_students`;

  it('lists only students, newest login first and never-logged-in last, with last_login', async () => {
    const { status, body, headers } = await w.app.get(path, 'teacher-token');
    expect(status).toBe(200);
    expect(users(body).map((u) => [u.name, u.last_login])).toEqual([
      ['Sam Student', '2026-03-01T08:00:00Z'],
      ['Amy Early', '2026-02-02T08:00:00Z'],
      ['Bob Never', null],
    ]);
    expect(headers.get('link')).toContain('rel="current"');
  });

  it('pages', async () => {
    const { body, headers } = await w.app.get(`${path}?per_page=1&page=2`, 'teacher-token');
    expect(users(body).map((u) => u.name)).toEqual(['Amy Early']);
    expect(headers.get('link')).toContain('rel="prev"');
  });

  it('lists the students total_students counts: no concluded, rejected or inactive ones, whose roster entry would 404', async () => {
    const { app, course } = world();
    for (const [name, state] of [['Cora Concluded', 'completed'], ['Rita Rejected', 'rejected'], ['Ivan Inactive', 'inactive'], ['Pia Pending', 'invited']] as const) {
      app.data.enroll(app.data.user(name), course, 'StudentEnrollment', state);
    }
    const listed = users((await app.get(`/api/v1/courses/${course.id}/recent_students?per_page=50`, 'teacher-token')).body).map((u) => u.name);
    expect(listed).not.toContain('Cora Concluded');
    expect(listed).not.toContain('Rita Rejected');
    expect(listed).not.toContain('Ivan Inactive');
    const counted = await app.get(`/api/v1/courses/${course.id}?include[]=total_students`, 'teacher-token');
    expect(expectContract(courseContract, counted.body).total_students).toBe(listed.length);
    // Sam, Amy, Bob and the invited Pia.
    expect(listed).toHaveLength(4);
  });

  it('is 403 for students and outsiders (read_reports)', async () => {
    expect((await w.app.get(path, 'student-token')).status).toBe(403);
    expect((await w.app.get(path, 'outsider-token')).status).toBe(403);
  });
});

describe('GET /api/v1/courses/:course_id/content_share_users (docs/canvas-contract.md §2.13)', () => {
  const w = world();
  const path = `/api/v1/courses/${w.course.id}/content_share_users`;
  const other = w.app.data.course({ accountId: w.accountId, termId: w.termId, name: 'Chemistry' });
  const designer = w.app.data.user('Dana Designer');
  w.app.data.enroll(designer, other, 'DesignerEnrollment');
  const gone = w.app.data.course({ accountId: w.accountId, termId: w.termId, name: 'Deleted', state: 'deleted' });
  const ghost = w.app.data.user('Dan Deleted-Course');
  w.app.data.enroll(ghost, gone, 'TeacherEnrollment');

  it('requires a search term, checked before the permission', async () => {
    for (const token of ['teacher-token', 'student-token']) {
      const { status, body } = await w.app.get(path, token);
      expect(status).toBe(400);
      expect(body).toEqual({ status: 'bad_request', message: 'Search term required' });
    }
  });

  it('finds teachers, TAs, designers of live courses and admins by name, ordered by name', async () => {
    const { status, body } = await w.app.get(`${path}?search_term=a`, 'teacher-token');
    expect(status).toBe(200);
    const list = users(body);
    expect(list.map((u) => u.name)).toEqual(['Avery Admin', 'Dana Designer', 'Tara Assistant', 'Terry Teacher']);
    expect(list[0]).toMatchObject({ avatar_url: expect.any(String) as unknown, email: expect.any(String) as unknown });
    expect(list.every((u) => !('login_id' in u))).toBe(true);
  });

  it('also matches email', async () => {
    const email = w.app.db.prepare('SELECT email FROM users WHERE id = ?').pluck().get(designer) as string;
    expect(users((await w.app.get(`${path}?search_term=${email}`, 'ta-token')).body).map((u) => u.name)).toEqual(['Dana Designer']);
  });

  it('is 403 for students and outsiders once a term is given', async () => {
    expect((await w.app.get(`${path}?search_term=te`, 'student-token')).status).toBe(403);
    expect((await w.app.get(`${path}?search_term=te`, 'outsider-token')).status).toBe(403);
  });

  it('is 404 for an unknown course even without a term', async () => {
    expect((await w.app.get('/api/v1/courses/424242/content_share_users', 'teacher-token')).status).toBe(404);
  });
});

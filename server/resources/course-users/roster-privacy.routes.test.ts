import { describe, expect, it } from 'vitest';
import { listOf, userContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { CourseWorkData } from '../../test/course-work-data';
import { createTestApp } from '../../test/test-app';
import { standardWorld } from '../../test/test-data';

/** A course with two active classmates who logged in (not in name order), an invited one and a concluded one. */
function world() {
  const app = createTestApp();
  const w = standardWorld(app.data);
  const work = new CourseWorkData(app.db);
  const amy = app.data.user('Amy Active');
  const ivan = app.data.user('Ivan Invited');
  const cora = app.data.user('Cora Concluded');
  app.data.enroll(amy, w.course, 'StudentEnrollment');
  app.data.enroll(ivan, w.course, 'StudentEnrollment', 'invited');
  app.data.enroll(cora, w.course, 'StudentEnrollment', 'completed');
  const zed = app.data.user('Zed Zealous');
  app.data.enroll(zed, w.course, 'StudentEnrollment');
  work.login(amy, '2026-02-01T08:00:00Z');
  work.login(zed, '2026-01-01T08:00:00Z');
  return { ...w, app, amy, ivan, cora };
}

const roster = async (app: ReturnType<typeof createTestApp>, path: string, token: string) => {
  const response = await app.get(path, token);
  expect(response.status).toBe(200);
  return expectContract(listOf(userContract), response.body);
};

describe('what a student sees of classmates on the roster', () => {
  const { app, course, ivan } = world();
  const users = `/api/v1/courses/${course.id}/users`;

  it('never shows a student a classmate’s invitation, whatever enrollment_state[] asks for', async () => {
    for (const query of ['include[]=enrollments', 'enrollment_state[]=invited&include[]=enrollments', 'enrollment_state[]=completed']) {
      const body = await roster(app, `${users}?${query}`, 'student-token');
      expect(body.map((u) => u.name)).not.toContain('Ivan Invited');
      expect(body.map((u) => u.name)).not.toContain('Cora Concluded');
      expect(body.flatMap((u) => u.enrollments ?? []).map((e) => e.enrollment_state)).not.toContain('invited');
    }
    expect((await app.get(`${users}/${ivan}?include[]=enrollments`, 'student-token')).status).toBe(404);
  });

  it('still shows teachers the invitation', async () => {
    const body = await roster(app, `${users}?include[]=enrollments`, 'teacher-token');
    const invited = body.find((u) => u.name === 'Ivan Invited');
    expect(invited?.enrollments?.map((e) => e.enrollment_state)).toEqual(['invited']);
  });
});

describe('last_login is for people who read usage reports', () => {
  const { app, course, amy } = world();
  const users = `/api/v1/courses/${course.id}/users`;

  it('is left out for a student asking with include[]=last_login or sort=last_login', async () => {
    for (const query of ['include[]=last_login', 'sort=last_login']) {
      const body = await roster(app, `${users}?${query}`, 'student-token');
      expect(body.some((u) => 'last_login' in u)).toBe(false);
    }
    const one = await app.get(`${users}/${amy}?include[]=last_login`, 'student-token');
    expect(expectContract(userContract, one.body)).not.toHaveProperty('last_login');
  });

  it('does not let a student learn the login order by sorting: sort=last_login falls back to names', async () => {
    const byLogin = await roster(app, `${users}?sort=last_login&enrollment_type[]=student`, 'student-token');
    const byName = await roster(app, `${users}?enrollment_type[]=student`, 'student-token');
    expect(byLogin.map((u) => u.id)).toEqual(byName.map((u) => u.id));
  });

  it('is given to teachers and TAs', async () => {
    for (const token of ['teacher-token', 'ta-token']) {
      const body = await roster(app, `${users}?sort=last_login&enrollment_type[]=student`, token);
      expect(body[0]).toMatchObject({ name: 'Zed Zealous', last_login: '2026-01-01T08:00:00Z' });
    }
  });
});

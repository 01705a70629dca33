import { describe, expect, it } from 'vitest';
import { listOf, userContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { CourseWorkData } from '../../test/course-work-data';
import { createTestApp } from '../../test/test-app';
import { standardWorld } from '../../test/test-data';

function world() {
  const app = createTestApp();
  const w = standardWorld(app.data);
  const work = new CourseWorkData(app.db);
  const section2 = app.data.section(w.course.id, 'Section 2');
  const beth = app.data.user('Beth Baker');
  const carl = app.data.user('Carl Crane');
  const ivy = app.data.user('Ivy Invited');
  app.data.enroll(beth, { id: w.course.id, sectionId: section2 }, 'StudentEnrollment');
  app.data.enroll(carl, w.course, 'StudentEnrollment');
  app.data.enroll(ivy, w.course, 'StudentEnrollment', 'invited');
  const gone = app.data.user('Gus Gone');
  app.data.enroll(gone, w.course, 'StudentEnrollment', 'completed');
  const testStudent = app.data.user('Test Student');
  work.insert('enrollments', {
    user_id: testStudent, course_id: w.course.id, course_section_id: w.course.sectionId, type: 'StudentViewEnrollment',
    workflow_state: 'active', created_at: '2026-01-10T12:00:00Z', updated_at: '2026-01-10T12:00:00Z',
  });
  work.login(carl, '2026-02-01T10:00:00Z');
  work.login(carl, '2026-02-03T10:00:00Z');
  return { app, work, ...w, section2, beth, carl, ivy, gone, testStudent };
}

const users = (body: unknown) => expectContract(listOf(userContract), body);
const names = (body: unknown) => users(body).map((u) => u.name);

describe('GET /api/v1/courses/:course_id/users (docs/canvas-contract.md §2.10)', () => {
  const w = world();
  const { app } = w;
  const path = `/api/v1/courses/${w.course.id}/users`;

  it('lists active and invited users by sortable name, without the test student or ended enrollments', async () => {
    const { status, body } = await app.get(path, 'teacher-token');
    expect(status).toBe(200);
    expect(names(body)).toEqual(['Tara Assistant', 'Beth Baker', 'Carl Crane', 'Ivy Invited', 'Sam Student', 'Terry Teacher']);
  });

  it('pages with Link rels but never a last link', async () => {
    const first = await app.get(`${path}?per_page=2`, 'teacher-token');
    expect(names(first.body)).toEqual(['Tara Assistant', 'Beth Baker']);
    const link = first.headers.get('link') ?? '';
    expect(link).toContain('rel="current"');
    expect(link).toContain('rel="next"');
    expect(link).toContain('rel="first"');
    expect(link).not.toContain('rel="last"');
    const next = /<([^>]+)>; rel="next"/.exec(link)?.[1] ?? '';
    expect(names((await app.get(next, 'teacher-token')).body)).toEqual(['Carl Crane', 'Ivy Invited']);
  });

  it('honours the old limit parameter and jumps to the page holding user_id, leaving it out of the links', async () => {
    const { body, headers } = await app.get(`${path}?limit=2&user_id=${w.student}`, 'teacher-token');
    expect(names(body)).toEqual(['Sam Student', 'Terry Teacher']);
    expect(headers.get('link')).toContain('page=3&per_page=2>; rel="current"');
    expect(headers.get('link')).not.toContain('user_id');
  });

  it('answers on the search_users alias too, finding a student by part of the name', async () => {
    const { status, body } = await app.get(`/api/v1/courses/${w.course.id}/search_users?search_term=ara`, 'teacher-token');
    expect(status).toBe(200);
    expect(names(body)).toEqual(['Tara Assistant']);
    expect(names((await app.get(`${path}?search_term=CRAN`, 'student-token')).body)).toEqual(['Carl Crane']);
  });

  it('matches email only for callers who may read email addresses', async () => {
    const email = app.db.prepare('SELECT email FROM users WHERE id = ?').pluck().get(w.carl) as string;
    expect(names((await app.get(`${path}?search_term=${email}`, 'teacher-token')).body)).toEqual(['Carl Crane']);
    expect(names((await app.get(`${path}?search_term=${email}`, 'student-token')).body)).toEqual([]);
  });

  it('rejects a one-character search term with the SearchTermHelper body', async () => {
    const { status, body } = await app.get(`${path}?search_term=a`, 'teacher-token');
    expect(status).toBe(400);
    expect(body).toEqual({ errors: [{ field: 'search_term', code: 'invalid', message: '2 or more characters is required' }] });
  });

  it('filters by enrollment_type (array or single value) and rejects an unknown type', async () => {
    const students = await app.get(`${path}?enrollment_type[]=student&enrollment_type[]=ta`, 'teacher-token');
    expect(names(students.body)).toEqual(['Tara Assistant', 'Beth Baker', 'Carl Crane', 'Ivy Invited', 'Sam Student']);
    expect(names((await app.get(`${path}?enrollment_type=teacher`, 'teacher-token')).body)).toEqual(['Terry Teacher']);
    const junk = await app.get(`${path}?enrollment_type[]=wizard`, 'teacher-token');
    expect(junk.status).toBe(400);
    expect(junk.body).toEqual({ status: 'bad_request', message: 'Invalid enrollment type: wizard' });
  });

  it('includes the test student for student_view or include[]=test_student', async () => {
    expect(names((await app.get(`${path}?enrollment_type[]=student_view`, 'teacher-token')).body)).toEqual(['Test Student']);
    expect(names((await app.get(`${path}?include[]=test_student`, 'teacher-token')).body)).toContain('Test Student');
  });

  it('filters by role name, role id and enrollment state', async () => {
    expect(names((await app.get(`${path}?enrollment_role=TaEnrollment`, 'teacher-token')).body)).toEqual(['Tara Assistant']);
    expect(names((await app.get(`${path}?enrollment_role_id=4`, 'teacher-token')).body)).toEqual(['Terry Teacher']);
    expect(names((await app.get(`${path}?enrollment_state[]=completed`, 'teacher-token')).body)).toEqual(['Gus Gone']);
    expect(names((await app.get(`${path}?enrollment_state[]=invited`, 'teacher-token')).body)).toEqual(['Ivy Invited']);
  });

  it('restricts to user_ids given as an array or a comma string', async () => {
    expect(names((await app.get(`${path}?user_ids[]=${w.carl}&user_ids[]=${w.beth}`, 'teacher-token')).body)).toEqual(['Beth Baker', 'Carl Crane']);
    expect(names((await app.get(`${path}?user_ids=${w.carl},${w.ta}`, 'teacher-token')).body)).toEqual(['Tara Assistant', 'Carl Crane']);
  });

  it('sorts by last login (never-logged-in last) and by email', async () => {
    const byLogin = users((await app.get(`${path}?sort=last_login`, 'teacher-token')).body);
    expect(byLogin[0]?.name).toBe('Carl Crane');
    expect(byLogin[0]?.last_login).toBe('2026-02-03T10:00:00Z');
    app.db.prepare('UPDATE users SET email = ? WHERE id = ?').run('aaa@example.edu', w.teacher);
    const byEmail = names((await app.get(`${path}?sort=email`, 'teacher-token')).body);
    expect(byEmail[0]).toBe('Terry Teacher');
  });

  it('shows email and login to teachers, not to students, and hides them for invited users', async () => {
    const asTeacher = users((await app.get(path, 'teacher-token')).body);
    const carl = asTeacher.find((u) => u.id === w.carl);
    expect(carl?.email).toMatch(/@example\.edu$/);
    expect(carl?.login_id).toMatch(/@example\.edu$/);
    const ivy = asTeacher.find((u) => u.id === w.ivy);
    expect(ivy && 'email' in ivy).toBe(false);
    expect(ivy && 'login_id' in ivy).toBe(false);
    const asStudent = users((await app.get(path, 'student-token')).body);
    expect(asStudent.every((u) => !('email' in u) && !('login_id' in u))).toBe(true);
  });

  it('includes this course’s enrollments as full Enrollment objects', async () => {
    const { body } = await app.get(`${path}?include[]=enrollments&include[]=locked&user_ids[]=${w.beth}`, 'teacher-token');
    const [beth] = users(body);
    expect(beth?.enrollments).toHaveLength(1);
    expect(beth?.enrollments?.[0]).toMatchObject({
      type: 'StudentEnrollment', role: 'StudentEnrollment', role_id: 3, course_section_id: w.section2,
      enrollment_state: 'active', html_url: `http://lectern.test/courses/${w.course.id}/users/${w.beth}`, locked: false,
    });
    expect(beth?.enrollments?.[0]).toHaveProperty('total_activity_time', 0);
  });

  it('adds avatar_url, bio and uuid only when asked', async () => {
    const plain = users((await app.get(`${path}?user_ids[]=${w.carl}`, 'teacher-token')).body);
    expect(plain[0]).not.toHaveProperty('avatar_url');
    const rich = users((await app.get(`${path}?user_ids[]=${w.carl}&include[]=avatar_url&include[]=bio&include[]=uuid`, 'teacher-token')).body);
    expect(rich[0]).toMatchObject({ avatar_url: expect.any(String) as unknown, bio: null, uuid: expect.any(String) as unknown });
  });

  it('is 403 for an outsider and 404 for an unknown course', async () => {
    const denied = await app.get(path, 'outsider-token');
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ status: 'unauthorized', errors: [{ message: 'user not authorized to perform that action' }] });
    expect((await app.get('/api/v1/courses/99999/users', 'teacher-token')).status).toBe(404);
  });
});

describe('GET /api/v1/courses/:course_id/users/:id (docs/canvas-contract.md §2.11)', () => {
  const w = world();
  const { app } = w;

  it('returns one user of the course, self included', async () => {
    const { status, body } = await app.get(`/api/v1/courses/${w.course.id}/users/${w.carl}?include[]=enrollments`, 'teacher-token');
    expect(status).toBe(200);
    const user = expectContract(userContract, body);
    expect(user.name).toBe('Carl Crane');
    expect(user.enrollments?.map((e) => e.type)).toEqual(['StudentEnrollment']);
    const self = await app.get(`/api/v1/courses/${w.course.id}/users/self`, 'student-token');
    expect(expectContract(userContract, self.body).id).toBe(w.student);
  });

  it('is 404 for a user not enrolled (or no longer enrolled) in the course', async () => {
    expect((await app.get(`/api/v1/courses/${w.course.id}/users/${w.outsider}`, 'teacher-token')).status).toBe(404);
    expect((await app.get(`/api/v1/courses/${w.course.id}/users/${w.gone}`, 'teacher-token')).status).toBe(404);
    expect((await app.get(`/api/v1/courses/${w.course.id}/users/sis_user_id:x`, 'teacher-token')).status).toBe(404);
  });

  it('is 403 for an outsider', async () => {
    expect((await app.get(`/api/v1/courses/${w.course.id}/users/${w.student}`, 'outsider-token')).status).toBe(403);
  });
});

describe('section-limited callers', () => {
  const w = world();
  w.app.db.prepare('UPDATE enrollments SET course_section_id = ?, limit_privileges_to_course_section = 1 WHERE user_id = ?').run(w.section2, w.ta);

  it('see only the people of their own sections', async () => {
    const { body } = await w.app.get(`/api/v1/courses/${w.course.id}/users`, 'ta-token');
    expect(names(body)).toEqual(['Tara Assistant', 'Beth Baker']);
    expect((await w.app.get(`/api/v1/courses/${w.course.id}/users/${w.carl}`, 'ta-token')).status).toBe(404);
  });
});

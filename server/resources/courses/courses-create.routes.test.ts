import { describe, expect, it } from 'vitest';
import { courseContract, createdCourseContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { standardWorld } from '../../test/test-data';

function world() {
  const app = createTestApp();
  const w = standardWorld(app.data);
  const spring = app.data.term(w.accountId, 'Spring 2026', false);
  return { app, ...w, spring };
}

const courseCount = (app: TestApp) => (app.db.prepare('SELECT COUNT(*) AS n FROM courses').get() as { n: number }).n;

function form(app: TestApp, path: string, token: string, body: string) {
  return app.request(path, {
    method: 'POST',
    token,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });
}

describe('POST /api/v1/accounts/:account_id/courses (docs/canvas-contract.md §2.4)', () => {
  const { app, accountId, spring, admin } = world();
  const path = `/api/v1/accounts/${accountId}/courses`;

  it('creates an unpublished course with Canvas defaults and a default section', async () => {
    const { status, body } = await app.send('POST', path, 'admin-token', { course: { name: 'Biology 101 Fall' } });
    expect(status).toBe(200);
    const course = expectContract(createdCourseContract, body);
    expect(course).toMatchObject({
      name: 'Biology 101 Fall',
      course_code: 'Biology 101',
      workflow_state: 'unpublished',
      license: 'private',
      account_id: accountId,
      root_account_id: accountId,
      time_zone: 'America/Denver',
      storage_quota_mb: 500,
      public_description: null,
      allow_wiki_comments: false,
      open_enrollment: false,
      self_enrollment: false,
      hide_final_grades: false,
    });
    const sections = app.db.prepare('SELECT name FROM course_sections WHERE course_id = ?').all(course.id);
    expect(sections).toEqual([{ name: 'Biology 101 Fall' }]);
  });

  it('names a course without a name "Unnamed Course" and places it in the default term', async () => {
    const { status, body } = await app.send('POST', path, 'admin-token', {});
    expect(status).toBe(200);
    expect(expectContract(createdCourseContract, body)).toMatchObject({ name: 'Unnamed Course', course_code: 'Unnamed', enrollment_term_id: 1 });
  });

  it('publishes with offer=true and enrolls the caller as an active teacher only for enroll_me exactly "true"', async () => {
    const { body } = await app.send('POST', path, 'admin-token', { course: { name: 'Chem 1' }, offer: 'yes', enroll_me: 'true' });
    const course = expectContract(createdCourseContract, body);
    expect(course.workflow_state).toBe('available');
    // The answer carries no enrollments (the contract refuses the key), as Canvas's; the course itself shows them.
    const enrollmentsIn = async (id: number) =>
      expectContract(courseContract, (await app.get(`/api/v1/courses/${id}`, 'admin-token')).body).enrollments;
    expect(await enrollmentsIn(course.id)).toEqual([expect.objectContaining({ type: 'teacher', enrollment_state: 'active', user_id: admin })]);
    const jsonTrue = await app.send('POST', path, 'admin-token', { course: { name: 'Chem 2' }, enroll_me: true });
    expect(await enrollmentsIn(expectContract(createdCourseContract, jsonTrue.body).id)).toEqual([]);
  });

  it('keeps dates only with restrict_enrollments_to_course_dates, and accepts end_at and conclude_at', async () => {
    const dropped = await app.send('POST', path, 'admin-token', {
      course: { name: 'Term dates', start_at: '2026-01-05T00:00:00Z', end_at: '2026-05-01T00:00:00Z' },
    });
    expect(expectContract(createdCourseContract, dropped.body)).toMatchObject({ start_at: null, end_at: null });
    const kept = await app.send('POST', path, 'admin-token', {
      course: { name: 'Own dates', start_at: '2026-01-05', conclude_at: '2026-05-01T12:00:00-06:00', restrict_enrollments_to_course_dates: 'on' },
    });
    expect(expectContract(createdCourseContract, kept.body)).toMatchObject({
      start_at: '2026-01-05T00:00:00Z',
      end_at: '2026-05-01T18:00:00Z',
      conclude_at: '2026-05-01T18:00:00Z',
      restrict_enrollments_to_course_dates: true,
    });
  });

  it('stores the given term, license, format, time zone, quota and flags; unknown licenses become private', async () => {
    const { body } = await app.send('POST', path, 'admin-token', {
      course: {
        name: 'Art', term_id: String(spring), license: 'cc_by_sa', course_format: 'online', time_zone: 'europe/berlin',
        storage_quota_mb: '750', is_public: '1', hide_final_grades: 'yes', apply_assignment_group_weights: 'on',
        default_view: 'syllabus', public_description: 'Open to all',
      },
    });
    expect(expectContract(createdCourseContract, body)).toMatchObject({
      enrollment_term_id: spring, license: 'cc_by_sa', course_format: 'online', time_zone: 'Europe/Berlin',
      storage_quota_mb: 750, is_public: true, hide_final_grades: true, apply_assignment_group_weights: true,
      default_view: 'syllabus', public_description: 'Open to all',
    });
    const odd = await app.send('POST', path, 'admin-token', { course: { license: 'cc_wtfpl', course_format: 'hybrid' } });
    expect(expectContract(createdCourseContract, odd.body)).toMatchObject({ license: 'private' });
    expect(odd.body).not.toHaveProperty('course_format');
  });

  it('sanitizes the syllabus on write', async () => {
    const { body } = await app.send('POST', path, 'admin-token', {
      course: { syllabus_body: '<p onclick="steal()">Week 1<script>alert(1)</script></p>' },
    });
    const show = await app.get(`/api/v1/courses/${expectContract(createdCourseContract, body).id}?include[]=syllabus_body`, 'admin-token');
    expect(expectContract(courseContract, show.body).syllabus_body).toBe('<p>Week 1</p>');
  });

  it('reads the same request as JSON, form body or query string', async () => {
    const fields = 'course[name]=Same 101&course[license]=cc_by&course[is_public]=true&course[hide_final_grades]=1&offer=true';
    const asForm = await form(app, path, 'admin-token', fields);
    const asQuery = await app.request(`${path}?${fields}`, { method: 'POST', token: 'admin-token' });
    const asJson = await app.send('POST', path, 'admin-token', {
      course: { name: 'Same 101', license: 'cc_by', is_public: true, hide_final_grades: '1' },
      offer: true,
    });
    const pick = (body: unknown) => {
      const { name, course_code, license, is_public, hide_final_grades, workflow_state } = expectContract(createdCourseContract, body);
      return { name, course_code, license, is_public, hide_final_grades, workflow_state };
    };
    const expected = pick(asJson.body);
    expect(expected).toEqual({
      name: 'Same 101', course_code: 'Same 101', license: 'cc_by', is_public: true, hide_final_grades: true, workflow_state: 'available',
    });
    expect(pick(await asForm.json())).toEqual(expected);
    expect(pick(await asQuery.json())).toEqual(expected);
  });

  it.each([
    ['true', true], ['1', true], ['yes', true], ['on', true],
    ['false', false], ['0', false], ['no', false], ['off', false],
  ])('reads the boolean %s as %s', async (word, expected) => {
    const response = await form(app, path, 'admin-token', `course[is_public_to_auth_users]=${word}&course[self_enrollment]=${word}`);
    expect(expectContract(createdCourseContract, await response.json())).toMatchObject({ is_public_to_auth_users: expected, self_enrollment: expected });
  });
});

describe('POST /api/v1/accounts/:account_id/courses refusals', () => {
  const { app, accountId } = world();
  const path = `/api/v1/accounts/${accountId}/courses`;

  it.each(['teacher-token', 'ta-token', 'student-token', 'outsider-token'])('refuses %s with 403 and creates nothing', async (token) => {
    const before = courseCount(app);
    const { status, body } = await app.send('POST', path, token, { course: { name: 'Sneaky' } });
    expect(status).toBe(403);
    expect(body).toEqual({ status: 'unauthorized', errors: [{ message: 'user not authorized to perform that action' }] });
    expect(courseCount(app)).toBe(before);
  });

  it.each([
    ['a name over 255 characters', { name: 'x'.repeat(256) }, 'name'],
    ['an end before the start', { start_at: '2026-05-01T00:00:00Z', end_at: '2026-01-01T00:00:00Z', restrict_enrollments_to_course_dates: true }, 'conclude_at'],
    ['an unknown time zone', { time_zone: 'Mars/Olympus_Mons' }, 'time_zone'],
    ['an unknown home page', { default_view: 'dashboard' }, 'default_view'],
    ['a bad grade passback setting', { grade_passback_setting: 'hourly' }, 'grade_passback_setting'],
  ])('answers %s with a validation 400 and creates nothing', async (_label, course, field) => {
    const before = courseCount(app);
    const { status, body } = await app.send('POST', path, 'admin-token', { course });
    expect(status).toBe(400);
    expect((body as { errors: Record<string, { attribute: string; message: string }[]> }).errors[field]?.[0]).toMatchObject({
      attribute: field,
      message: expect.any(String) as unknown,
    });
    expect(courseCount(app)).toBe(before);
  });

  it('uses Canvas’s message for an end date before the start date', async () => {
    const { body } = await app.send('POST', path, 'admin-token', {
      course: { start_at: '2026-05-01', end_at: '2026-01-01', restrict_enrollments_to_course_dates: true },
    });
    expect(body).toEqual({
      errors: { conclude_at: [{ attribute: 'conclude_at', type: 'invalid', message: 'End date cannot be before start date' }] },
    });
  });

  it('answers an unknown account, an unknown term and a foreign sub-account with 404 and creates nothing', async () => {
    const before = courseCount(app);
    expect((await app.send('POST', '/api/v1/accounts/9999/courses', 'admin-token', {})).status).toBe(404);
    expect((await app.send('POST', path, 'admin-token', { course: { term_id: 9999 } })).status).toBe(404);
    const other = app.data.account('Other University');
    expect((await app.send('POST', path, 'admin-token', { course: { account_id: other } })).status).toBe(404);
    expect(courseCount(app)).toBe(before);
  });

  it('answers malformed values with a 400, never a 500', async () => {
    const before = courseCount(app);
    for (const course of [{ start_at: 'next tuesday' }, { term_id: 'abc' }, { is_public: ['x'] }, { storage_quota_mb: 'lots' }]) {
      const { status } = await app.send('POST', path, 'admin-token', { course });
      expect(status).toBe(400);
    }
    expect((await form(app, path, 'admin-token', 'course=flat')).status).toBe(400);
    expect(courseCount(app)).toBe(before);
  });
});

describe('POST /api/v1/accounts/:account_id/courses in a sub-account', () => {
  it('lets a sub-account admin create there, inheriting the root account and its default term', async () => {
    const app = createTestApp();
    const { accountId } = standardWorld(app.data);
    const sub = app.data.account('Science', accountId);
    const subAdmin = app.data.user('Sasha Sub', 'sub-token');
    app.data.admin(sub, subAdmin);
    const { status, body } = await app.send('POST', `/api/v1/accounts/${sub}/courses`, 'sub-token', { course: { name: 'Lab' } });
    expect(status).toBe(200);
    expect(expectContract(createdCourseContract, body)).toMatchObject({ account_id: sub, root_account_id: accountId, enrollment_term_id: 1 });
    expect((await app.send('POST', `/api/v1/accounts/${accountId}/courses`, 'sub-token', {})).status).toBe(403);
  });
});

import { describe, expect, it } from 'vitest';
import { accessTokenContract, courseContract, enrollmentContract, listOf, userContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { createTestApp } from '../../test/test-app';
import { standardWorld } from '../../test/test-data';

function world() {
  const app = createTestApp();
  return { app, ...standardWorld(app.data) };
}

const newUser = { user: { name: 'Noor Nakamura' }, pseudonym: { unique_id: 'noor@example.edu' } };

describe('POST /api/v1/accounts/:account_id/users', () => {
  it('creates a user an admin can then issue a working token for', async () => {
    const { app, accountId } = world();
    const created = await app.send('POST', `/api/v1/accounts/${accountId}/users`, 'admin-token', newUser);
    expect(created.status).toBe(200);
    const user = expectContract(userContract, created.body);
    expect(user).toMatchObject({ name: 'Noor Nakamura', sortable_name: 'Nakamura, Noor', short_name: 'Noor Nakamura', login_id: 'noor@example.edu' });

    const issued = await app.send('POST', `/api/v1/users/${user.id}/tokens`, 'admin-token', { token: { purpose: 'e2e' } });
    expect(issued.status).toBe(200);
    const { token = '', id } = expectContract(accessTokenContract, issued.body);
    const self = await app.get('/api/v1/users/self', token);
    expect(expectContract(userContract, self.body).id).toBe(user.id);

    const revoked = await app.send('DELETE', `/api/v1/users/${user.id}/tokens/${id}`, 'admin-token');
    expect(revoked.status).toBe(200);
    expect(expectContract(accessTokenContract, revoked.body)).toMatchObject({ id, workflow_state: 'deleted' });
    expect((await app.get('/api/v1/users/self', token)).body).toEqual({ errors: [{ message: 'Revoked access token.' }] });
  });

  it('refuses a duplicate login, a missing name and a non-admin, creating nothing', async () => {
    const { app, accountId } = world();
    const count = () => (app.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;
    const before = count();
    await app.send('POST', `/api/v1/accounts/${accountId}/users`, 'admin-token', newUser);
    const duplicate = await app.send('POST', `/api/v1/accounts/${accountId}/users`, 'admin-token', newUser);
    expect(duplicate.status).toBe(400);
    expect(duplicate.body).toHaveProperty(['errors', 'pseudonym.unique_id']);
    const nameless = await app.send('POST', `/api/v1/accounts/${accountId}/users`, 'admin-token', { user: { name: ' ' }, pseudonym: { unique_id: 'x@y.z' } });
    expect(nameless.status).toBe(400);
    const missing = await app.send('POST', `/api/v1/accounts/${accountId}/users`, 'admin-token', {});
    expect(missing.body).toEqual({ errors: [{ message: 'user is missing' }] });
    const teacher = await app.send('POST', `/api/v1/accounts/${accountId}/users`, 'teacher-token', { ...newUser, pseudonym: { unique_id: 'other@x.y' } });
    expect(teacher.status).toBe(403);
    expect(count()).toBe(before + 1);
  });

  // users_controller#create documents communication_channel[type]; Lectern keeps only email channels.
  it('stores an email channel, and refuses a password or an sms channel by name instead of creating a user without them', async () => {
    const { app, accountId } = world();
    const path = `/api/v1/accounts/${accountId}/users`;
    const withEmail = { ...newUser, communication_channel: { type: 'email', address: 'noor.home@example.edu' } };
    const created = await app.send('POST', path, 'admin-token', withEmail);
    expect(created.status).toBe(200);
    const stored = app.db.prepare('SELECT email FROM users WHERE id = ?').get(expectContract(userContract, created.body).id) as { email: string };
    expect(stored.email).toBe('noor.home@example.edu');

    const count = () => (app.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;
    const before = count();
    const password = await app.send('POST', path, 'admin-token', { ...newUser, pseudonym: { unique_id: 'p@example.edu', password: 'secret123' } });
    expect(password).toMatchObject({ status: 400, body: { errors: [{ message: 'pseudonym[password] is not supported by this server' }] } });
    const sms = await app.send('POST', path, 'admin-token', { ...newUser, pseudonym: { unique_id: 's@example.edu' }, communication_channel: { type: 'sms', address: '5550100' } });
    expect(sms).toMatchObject({ status: 400, body: { errors: [{ message: 'communication_channel[type]=sms is not supported by this server' }] } });
    expect(count()).toBe(before);
  });

  it('lets users issue their own tokens but not other people’s', async () => {
    const { app, teacher, student } = world();
    expect((await app.send('POST', '/api/v1/users/self/tokens', 'student-token', {})).status).toBe(200);
    expect((await app.send('POST', `/api/v1/users/${teacher}/tokens`, 'student-token', {})).status).toBe(403);
    expect((await app.send('POST', `/api/v1/users/${student}/tokens`, 'teacher-token', {})).status).toBe(403);
  });
});

describe('POST /api/v1/courses/:course_id/enrollments', () => {
  it('enrolls a student, who then sees the course', async () => {
    const { app, course, outsider } = world();
    const { status, body } = await app.send('POST', `/api/v1/courses/${course.id}/enrollments`, 'teacher-token', {
      enrollment: { user_id: outsider, type: 'StudentEnrollment', enrollment_state: 'active' },
    });
    expect(status).toBe(200);
    expect(expectContract(enrollmentContract, body)).toMatchObject({ user_id: outsider, type: 'StudentEnrollment', enrollment_state: 'active', course_section_id: course.sectionId });
    const courses = await app.get('/api/v1/courses', 'outsider-token');
    expect(expectContract(listOf(courseContract), courses.body).map((c) => c.id)).toEqual([course.id]);
  });

  it('defaults to invited and returns the existing enrollment when repeated', async () => {
    const { app, course, outsider } = world();
    const first = await app.send('POST', `/api/v1/courses/${course.id}/enrollments`, 'admin-token', { enrollment: { user_id: outsider, type: 'TaEnrollment' } });
    const again = await app.send('POST', `/api/v1/courses/${course.id}/enrollments`, 'admin-token', { enrollment: { user_id: outsider, type: 'TaEnrollment' } });
    expect(expectContract(enrollmentContract, first.body).enrollment_state).toBe('invited');
    expect(expectContract(enrollmentContract, again.body).id).toBe(expectContract(enrollmentContract, first.body).id);
  });

  it('keeps TAs from adding teachers and students from adding anyone; bad input is a 4xx', async () => {
    const { app, course, outsider } = world();
    const add = (token: string, enrollment: Record<string, unknown>) =>
      app.send('POST', `/api/v1/courses/${course.id}/enrollments`, token, { enrollment });
    expect((await add('ta-token', { user_id: outsider, type: 'TeacherEnrollment' })).status).toBe(403);
    expect((await add('ta-token', { user_id: outsider, type: 'StudentEnrollment' })).status).toBe(200);
    expect((await add('student-token', { user_id: outsider, type: 'StudentEnrollment' })).status).toBe(403);
    expect((await add('teacher-token', { user_id: outsider, type: 'WizardEnrollment' })).body).toEqual({ message: 'Invalid type' });
    expect((await add('teacher-token', { user_id: 987654, type: 'StudentEnrollment' })).status).toBe(404);
    expect((await add('teacher-token', { user_id: outsider, type: 'StudentEnrollment', course_section_id: 999 })).status).toBe(400);
    expect((await add('teacher-token', { type: 'StudentEnrollment' })).status).toBe(400);
  });

  // enrollments_api_controller#create documents these; Lectern stores none of them, so it must not enroll without them.
  it('refuses dates, a section-limited enrollment and notify by name, enrolling nobody', async () => {
    const { app, course, outsider } = world();
    const add = (extra: Record<string, unknown>) =>
      app.send('POST', `/api/v1/courses/${course.id}/enrollments`, 'teacher-token', { enrollment: { user_id: outsider, type: 'StudentEnrollment', ...extra } });
    for (const [name, value] of [['end_at', '2026-06-01T00:00:00Z'], ['limit_privileges_to_course_section', true], ['notify', true]] as const) {
      expect(await add({ [name]: value })).toMatchObject({ status: 400, body: { errors: [{ message: `enrollment[${name}] is not supported by this server` }] } });
    }
    expect((await add({ notify: false })).status).toBe(200);
    const enrolled = app.db.prepare('SELECT COUNT(*) AS n FROM enrollments WHERE user_id = ?').get(outsider) as { n: number };
    expect(enrolled.n).toBe(1);
  });
});

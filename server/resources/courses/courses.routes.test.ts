import { describe, expect, it } from 'vitest';
import { accountContract, courseContract, courseListItemContract, listOf, userContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { createTestApp } from '../../test/test-app';
import { standardWorld } from '../../test/test-data';

function world() {
  const app = createTestApp();
  const w = standardWorld(app.data);
  const { accountId, termId, teacher, student } = w;
  const unpublished = app.data.course({ accountId, termId, name: 'Chemistry 210', state: 'claimed' });
  const concluded = app.data.course({ accountId, termId, name: 'Physics 150', state: 'completed' });
  const deleted = app.data.course({ accountId, termId, name: 'Zoology 999', state: 'deleted' });
  const asTa = app.data.course({ accountId, termId, name: 'Ecology 220' });
  for (const course of [unpublished, concluded, deleted]) {
    app.data.enroll(teacher, course, 'TeacherEnrollment');
    app.data.enroll(student, course, 'StudentEnrollment');
  }
  app.data.enroll(teacher, asTa, 'TaEnrollment');
  return { app, ...w };
}

const names = (body: unknown) => expectContract(listOf(courseContract), body).map((course) => course.name);

describe('GET /api/v1/courses (docs/canvas-contract.md §2.1)', () => {
  const { app, teacher, course } = world();

  it('lists the caller’s current courses by name, hiding concluded and deleted ones', async () => {
    const { status, body } = await app.get('/api/v1/courses', 'teacher-token');
    expect(status).toBe(200);
    expect(names(body)).toEqual(['Biology 101', 'Chemistry 210', 'Ecology 220']);
  });

  it('never shows a student an unpublished course', async () => {
    const { body } = await app.get('/api/v1/courses', 'student-token');
    expect(names(body)).toEqual(['Biology 101']);
  });

  it('shows concluded courses under enrollment_state=completed and state[]=completed', async () => {
    expect(names((await app.get('/api/v1/courses?enrollment_state=completed', 'teacher-token')).body)).toEqual([
      'Physics 150',
    ]);
    expect(names((await app.get('/api/v1/courses?state[]=completed', 'teacher-token')).body)).toEqual(['Physics 150']);
  });

  it('shows deleted courses only under state[]=deleted', async () => {
    expect(names((await app.get('/api/v1/courses?state[]=deleted', 'teacher-token')).body)).toEqual(['Zoology 999']);
    const mixed = await app.get('/api/v1/courses?state[]=unpublished&state[]=available', 'teacher-token');
    expect(names(mixed.body)).toEqual(['Biology 101', 'Chemistry 210', 'Ecology 220']);
  });

  it('filters by enrollment type', async () => {
    expect(names((await app.get('/api/v1/courses?enrollment_type=ta', 'teacher-token')).body)).toEqual(['Ecology 220']);
  });

  it('rejects an unknown filter value with a Canvas 400 instead of ignoring it', async () => {
    const { status, body } = await app.get('/api/v1/courses?enrollment_type=wizard', 'teacher-token');
    expect(status).toBe(400);
    expect(body).toHaveProperty(['errors', 'enrollment_type']);
  });

  it('carries the caller’s enrollments with the short lowercase type', async () => {
    const { body } = await app.get('/api/v1/courses', 'teacher-token');
    const bio = expectContract(listOf(courseContract), body).find((c) => c.name === 'Biology 101');
    expect(bio?.enrollments).toEqual([
      expect.objectContaining({ type: 'teacher', role: 'TeacherEnrollment', user_id: teacher, enrollment_state: 'active' }),
    ]);
  });

  it('adds term, total_students and teachers when included, and every element parses with the app schema', async () => {
    const { body } = await app.get(
      '/api/v1/courses?include[]=term&include[]=total_students&include[]=teachers&include[]=needs_grading_count',
      'teacher-token',
    );
    const courses = expectContract(listOf(courseContract), body);
    const bio = courses.find((c) => c.id === course.id);
    expect(bio?.term?.name).toBe('Default Term');
    expect(bio?.total_students).toBe(1);
    expect(bio?.teachers?.map((t) => t.display_name)).toEqual(['Terry']);
    expect(bio?.needs_grading_count).toBe(0);
    expectContract(listOf(courseListItemContract), body);
  });
});

describe('GET /api/v1/users/:user_id/courses (§2.2)', () => {
  const { app, teacher, student } = world();

  it('lets an admin open another user’s courses', async () => {
    const { status, body } = await app.get(`/api/v1/users/${teacher}/courses`, 'admin-token');
    expect(status).toBe(200);
    expect(names(body)).toEqual(['Biology 101', 'Chemistry 210', 'Ecology 220']);
  });

  it('accepts self', async () => {
    expect(names((await app.get('/api/v1/users/self/courses', 'student-token')).body)).toEqual(['Biology 101']);
  });

  it('forbids a student from listing another user’s courses', async () => {
    expect((await app.get(`/api/v1/users/${teacher}/courses`, 'student-token')).status).toBe(403);
    expect((await app.get(`/api/v1/users/${student}/courses`, 'student-token')).status).toBe(200);
  });
});

describe('GET /api/v1/courses/:id (§2.3)', () => {
  const { app, course } = world();

  it('returns the course with permissions and syllabus when included', async () => {
    const { status, body } = await app.get(
      `/api/v1/courses/${course.id}?include[]=permissions&include[]=syllabus_body&include[]=term`,
      'teacher-token',
    );
    expect(status).toBe(200);
    const parsed = expectContract(courseContract, body);
    expect(parsed.permissions).toEqual({ create_discussion_topic: true, create_announcement: true });
    expect(parsed).toHaveProperty('syllabus_body');
    expect(parsed.workflow_state).toBe('available');
  });

  it('replaces teachers with teacher_count above teacher_limit', async () => {
    const { body } = await app.get(`/api/v1/courses/${course.id}?include[]=teachers&teacher_limit=0`, 'teacher-token');
    expect(expectContract(courseContract, body)).toMatchObject({ teacher_count: 1 });
    expect(body).not.toHaveProperty('teachers');
  });

  it('forbids someone with no enrollment', async () => {
    expect((await app.get(`/api/v1/courses/${course.id}`, 'outsider-token')).status).toBe(403);
  });

  it('treats the test student like a student: an unpublished course stays closed', async () => {
    const { app: local, accountId, termId } = world();
    const draft = local.data.course({ accountId, termId, name: 'Draft Course', state: 'claimed' });
    const testStudent = local.data.user('Test Student', 'test-student-token');
    local.data.enroll(testStudent, draft, 'StudentViewEnrollment');
    expect((await local.get(`/api/v1/courses/${draft.id}`, 'test-student-token')).status).toBe(403);
  });

  it('lets an admin read any course of the account', async () => {
    expect((await app.get(`/api/v1/courses/${course.id}`, 'admin-token')).status).toBe(200);
  });
});

describe('GET /api/v1/users/self and /api/v1/accounts', () => {
  const { app, accountId } = world();

  it('describes the caller, parseable by the app', async () => {
    const { body } = await app.get('/api/v1/users/self', 'teacher-token');
    expect(expectContract(userContract, body)).toMatchObject({ name: 'Terry Teacher', sortable_name: 'Teacher, Terry' });
  });

  it('lists administered accounts for admins and nothing for teachers', async () => {
    const admin = await app.get('/api/v1/accounts', 'admin-token');
    expect(expectContract(listOf(accountContract), admin.body).map((a) => a.id)).toEqual([accountId]);
    expect((await app.get('/api/v1/accounts', 'teacher-token')).body).toEqual([]);
    expect((await app.get(`/api/v1/accounts/${accountId}`, 'teacher-token')).status).toBe(403);
    expect(expectContract(accountContract, (await app.get(`/api/v1/accounts/${accountId}`, 'admin-token')).body).id).toBe(accountId);
  });
});

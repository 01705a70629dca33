import { describe, expect, it } from 'vitest';
import { courseWithoutEnrollmentsContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { standardWorld } from '../../test/test-data';

function world() {
  const app = createTestApp();
  const w = standardWorld(app.data);
  return { app, ...w };
}

const row = (app: TestApp, id: number) => app.db.prepare('SELECT * FROM courses WHERE id = ?').get(id) as Record<string, unknown>;
const enrollmentStates = (app: TestApp, courseId: number) =>
  (app.db.prepare('SELECT workflow_state FROM enrollments WHERE course_id = ? ORDER BY id').all(courseId) as { workflow_state: string }[]).map(
    (e) => e.workflow_state,
  );

/** A graded submission by the course's student, which blocks unpublishing. */
function gradeStudent(app: TestApp, courseId: number, studentId: number) {
  const t = '2026-01-10T12:00:00Z';
  const group = app.db
    .prepare(`INSERT INTO assignment_groups (course_id, name, position, created_at, updated_at) VALUES (?, 'Assignments', 1, ?, ?)`)
    .run(courseId, t, t).lastInsertRowid;
  const assignment = app.db
    .prepare(`INSERT INTO assignments (course_id, assignment_group_id, name, position, workflow_state, created_at, updated_at)
              VALUES (?, ?, 'Essay', 1, 'published', ?, ?)`)
    .run(courseId, group, t, t).lastInsertRowid;
  app.db
    .prepare(`INSERT INTO submissions (assignment_id, user_id, workflow_state, score, created_at, updated_at) VALUES (?, ?, 'graded', 9, ?, ?)`)
    .run(assignment, studentId, t, t);
}

describe('PUT /api/v1/courses/:id fields (docs/canvas-contract.md §2.5)', () => {
  const { app, course } = world();
  const path = `/api/v1/courses/${course.id}`;

  it('updates fields and answers with Course JSON, without the caller’s enrollments (Canvas passes course_json none)', async () => {
    const { status, body } = await app.send('PUT', path, 'teacher-token', {
      course: { name: 'Biology 102', license: 'public_domain', hide_final_grades: 'true', syllabus_body: '<h2>Plan</h2><img src=x onerror=alert(1)>' },
    });
    expect(status).toBe(200);
    expect(expectContract(courseWithoutEnrollmentsContract, body)).toMatchObject({ id: course.id, name: 'Biology 102', course_code: 'BIO 101', license: 'public_domain', hide_final_grades: true });
    expect(row(app, course.id).syllabus_body).toBe('<h2>Plan</h2><img src="x" />');
  });

  it('lets a TA edit content fields, but not availability dates', async () => {
    expect((await app.send('PUT', path, 'ta-token', { course: { public_description: 'TA was here' } })).status).toBe(200);
    const before = row(app, course.id);
    const dated = await app.send('PUT', path, 'ta-token', {
      course: { start_at: '2026-02-01T00:00:00Z', restrict_enrollments_to_course_dates: true },
    });
    expect(dated.status).toBe(403);
    expect(row(app, course.id)).toEqual(before);
  });

  it.each(['student-token', 'outsider-token'])('refuses %s with 403 and changes nothing', async (token) => {
    const before = row(app, course.id);
    const { status } = await app.send('PUT', path, token, { course: { name: 'Hijacked' } });
    expect(status).toBe(403);
    expect(row(app, course.id)).toEqual(before);
  });

  it('sets own dates with restrict_enrollments_to_course_dates and clears the end date when following the term', async () => {
    const own = await app.send('PUT', path, 'teacher-token', {
      course: { start_at: '2026-02-01T00:00:00Z', end_at: '2026-06-01T00:00:00Z', restrict_enrollments_to_course_dates: true },
    });
    expect(expectContract(courseWithoutEnrollmentsContract, own.body)).toMatchObject({ start_at: '2026-02-01T00:00:00Z', end_at: '2026-06-01T00:00:00Z' });
    const term = await app.send('PUT', path, 'teacher-token', { course: { restrict_enrollments_to_course_dates: false } });
    // A published course keeps its start; the end date is dropped while the course follows its term.
    expect(expectContract(courseWithoutEnrollmentsContract, term.body)).toMatchObject({ start_at: '2026-02-01T00:00:00Z', end_at: null, restrict_enrollments_to_course_dates: false });
  });

  it.each([
    ['a name over 255 characters', { name: 'n'.repeat(300) }, 'name'],
    ['an end before the start', { start_at: '2026-09-01', end_at: '2026-08-01', restrict_enrollments_to_course_dates: true }, 'conclude_at'],
    ['an unknown time zone', { time_zone: 'Atlantis/Capital' }, 'time_zone'],
    ['a wiki home page without a front page', { default_view: 'wiki' }, 'default_view'],
  ])('answers %s with a validation 400 and changes nothing', async (_label, fields, field) => {
    const before = row(app, course.id);
    const { status, body } = await app.send('PUT', path, 'teacher-token', { course: fields });
    expect(status).toBe(400);
    expect(Object.keys((body as { errors: object }).errors)).toContain(field);
    expect(row(app, course.id)).toEqual(before);
  });

  it('answers an unknown term with 404 for admins and a missing course with 404', async () => {
    const before = row(app, course.id);
    expect((await app.send('PUT', path, 'admin-token', { course: { term_id: 4242 } })).status).toBe(404);
    expect((await app.send('PUT', '/api/v1/courses/4242', 'admin-token', { course: { name: 'x' } })).status).toBe(404);
    expect(row(app, course.id)).toEqual(before);
  });

  it('lets admins move the course to another term and set the storage quota; teachers’ quota values are ignored', async () => {
    const { accountId } = { accountId: row(app, course.id).account_id as number };
    const spring = app.data.term(accountId, 'Spring', false);
    const moved = await app.send('PUT', path, 'admin-token', { course: { term_id: spring, storage_quota_mb: 1000 } });
    expect(expectContract(courseWithoutEnrollmentsContract, moved.body)).toMatchObject({ enrollment_term_id: spring, storage_quota_mb: 1000 });
    const teacher = await app.send('PUT', path, 'teacher-token', { course: { storage_quota_mb: 5 } });
    expect(expectContract(courseWithoutEnrollmentsContract, teacher.body)).toMatchObject({ storage_quota_mb: 1000 });
  });
});

describe('PUT /api/v1/courses/:id events', () => {
  it('unpublishes with claim and publishes with offer (course[event] or top-level offer)', async () => {
    const { app, course } = world();
    const path = `/api/v1/courses/${course.id}`;
    expect(expectContract(courseWithoutEnrollmentsContract, (await app.send('PUT', path, 'teacher-token', { course: { event: 'claim' } })).body)).toMatchObject({ workflow_state: 'unpublished' });
    expect(expectContract(courseWithoutEnrollmentsContract, (await app.send('PUT', path, 'teacher-token', { offer: 'true' })).body)).toMatchObject({ workflow_state: 'available' });
    // Asking for the state the course is already in succeeds without change.
    expect((await app.send('PUT', path, 'teacher-token', { course: { event: 'offer' } })).status).toBe(200);
  });

  it('refuses to unpublish once students have graded work, with errors on workflow_state', async () => {
    const { app, course, student } = world();
    gradeStudent(app, course.id, student);
    const { status, body } = await app.send('PUT', `/api/v1/courses/${course.id}`, 'teacher-token', { course: { event: 'claim' } });
    expect(status).toBe(400);
    expect(body).toEqual({
      errors: {
        workflow_state: [
          { attribute: 'workflow_state', type: 'invalid', message: 'Course cannot be unpublished if student submissions exist.' },
        ],
      },
    });
    expect(row(app, course.id).workflow_state).toBe('available');
  });

  it('concludes: completed state, end date set to now, live enrollments completed', async () => {
    const { app, course } = world();
    const { status, body } = await app.send('PUT', `/api/v1/courses/${course.id}`, 'teacher-token', { course: { event: 'conclude' } });
    expect(status).toBe(200);
    expect(expectContract(courseWithoutEnrollmentsContract, body)).toMatchObject({ workflow_state: 'completed', end_at: expect.stringMatching(/Z$/) as unknown });
    expect(enrollmentStates(app, course.id)).toEqual(['completed', 'completed', 'completed']);
  });

  it('checks each event’s right: a TA may not publish or conclude, a teacher may not delete a published course', async () => {
    const { app, course } = world();
    const path = `/api/v1/courses/${course.id}`;
    for (const event of ['claim', 'conclude', 'delete']) {
      expect((await app.send('PUT', path, 'ta-token', { course: { event } })).status).toBe(403);
    }
    expect((await app.send('PUT', path, 'teacher-token', { course: { event: 'delete' } })).status).toBe(403);
    expect((await app.send('PUT', path, 'student-token', { course: { event: 'offer' } })).status).toBe(403);
    expect(row(app, course.id).workflow_state).toBe('available');
    expect(enrollmentStates(app, course.id)).toEqual(['active', 'active', 'active']);
  });

  it('deletes and undeletes (admins), answering 404 for other requests on the deleted course', async () => {
    const { app, course } = world();
    const path = `/api/v1/courses/${course.id}`;
    const deleted = await app.send('PUT', path, 'admin-token', { course: { event: 'delete' } });
    expect(expectContract(courseWithoutEnrollmentsContract, deleted.body)).toMatchObject({ workflow_state: 'deleted' });
    expect(row(app, course.id).deleted_at).toEqual(expect.stringMatching(/Z$/));
    expect(enrollmentStates(app, course.id)).toEqual(['deleted', 'deleted', 'deleted']);
    expect((await app.send('PUT', path, 'admin-token', { course: { name: 'Ghost' } })).status).toBe(404);
    expect((await app.send('PUT', path, 'teacher-token', { course: { event: 'undelete' } })).status).toBe(403);
    const restored = await app.send('PUT', path, 'admin-token', { course: { event: 'undelete' } });
    expect(expectContract(courseWithoutEnrollmentsContract, restored.body)).toMatchObject({ workflow_state: 'unpublished' });
  });

  it('un-concludes (conclude rights): available again with no end date; concluded enrollments stay concluded, as in Canvas', async () => {
    const { app, course } = world();
    const path = `/api/v1/courses/${course.id}`;
    await app.send('PUT', path, 'admin-token', { course: { event: 'conclude' } });
    // A teacher keeps only read rights in a concluded course, so only an administrator can reopen it.
    expect((await app.send('PUT', path, 'teacher-token', { course: { event: 'unconclude' } })).status).toBe(403);
    expect((await app.send('PUT', path, 'student-token', { course: { event: 'unconclude' } })).status).toBe(403);
    const reopened = await app.send('PUT', path, 'admin-token', { course: { event: 'unconclude' } });
    expect(reopened.status).toBe(200);
    expect(expectContract(courseWithoutEnrollmentsContract, reopened.body)).toMatchObject({ workflow_state: 'available', end_at: null });
    expect(enrollmentStates(app, course.id)).toEqual(['completed', 'completed', 'completed']);
  });

  it('refuses undocumented event names to callers without a state-changing right', async () => {
    const { app, course } = world();
    const path = `/api/v1/courses/${course.id}`;
    for (const event of ['complete', 'unconclude', 'explode']) {
      expect((await app.send('PUT', path, 'student-token', { course: { event } })).status).toBe(403);
    }
    expect(row(app, course.id).workflow_state).toBe('available');
  });

  it('answers an unknown or impossible event with errors on workflow_state and changes nothing', async () => {
    const { app, course } = world();
    const before = row(app, course.id);
    const bogus = await app.send('PUT', `/api/v1/courses/${course.id}`, 'teacher-token', { course: { event: 'explode' } });
    expect(bogus.status).toBe(400);
    expect(bogus.body).toEqual({
      errors: {
        workflow_state: [{ attribute: 'workflow_state', type: 'invalid', message: 'There is no event explode defined for the available state' }],
      },
    });
    const undelete = await app.send('PUT', `/api/v1/courses/${course.id}`, 'admin-token', { course: { event: 'undelete', name: 'Renamed' } });
    expect(undelete.status).toBe(400);
    expect(row(app, course.id)).toEqual(before);
  });
});

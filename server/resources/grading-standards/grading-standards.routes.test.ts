import { describe, expect, it } from 'vitest';
import { courseContract, courseSettingsContract, gradingStandardContract, listOf } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { createTestApp } from '../../test/test-app';
import { standardWorld } from '../../test/test-data';

/** GradingStandardsApiController (canvas-lms app/controllers/grading_standards_api_controller.rb) and its JSON (lib/api/v1/grading_standard.rb). */
function world() {
  const app = createTestApp();
  const w = standardWorld(app.data);
  const other = app.data.course({ accountId: w.accountId, termId: w.termId, name: 'Chemistry' });
  const courses = `/api/v1/courses/${w.course.id}/grading_standards`;
  const accounts = `/api/v1/accounts/${w.accountId}/grading_standards`;
  return { app, ...w, other, courses, accounts };
}

const THREE_BANDS = {
  title: 'Three bands',
  grading_scheme_entry: [
    { name: 'Excellent', value: 90 },
    { name: 'Good', value: 70 },
    { name: 'Poor', value: 0 },
  ],
};

describe('POST and GET /api/v1/courses/:course_id/grading_standards', () => {
  it('creates a standard whose entries are fractions, highest first, and lists and shows it', async () => {
    const { app, courses, course, teacher } = world();
    const { status, body } = await app.send('POST', courses, 'teacher-token', {
      title: 'Reversed', grading_scheme_entry: [{ name: 'Low', value: 0 }, { name: 'High', value: 62.5 }],
    });
    expect(status).toBe(200);
    const created = expectContract(gradingStandardContract, body);
    expect(created).toEqual({
      id: created.id, title: 'Reversed', context_type: 'Course', context_id: course.id, points_based: false, scaling_factor: 1,
      grading_scheme: [{ name: 'High', value: 0.625, calculated_value: 62.5 }, { name: 'Low', value: 0, calculated_value: 0 }],
    });
    expect(app.db.prepare('SELECT user_id FROM grading_standards WHERE id = ?').get(created.id)).toEqual({ user_id: teacher });
    const list = expectContract(listOf(gradingStandardContract), (await app.get(courses, 'student-token')).body);
    expect(list.map((s) => s.id)).toEqual([created.id]);
    expect(expectContract(gradingStandardContract, (await app.get(`${courses}/${created.id}`, 'student-token')).body)).toEqual(created);
  });

  it('reads the Rails form grading_scheme_entry[][name] with points_based and scaling_factor', async () => {
    const { app, courses } = world();
    const form = 'title=Points&points_based=true&scaling_factor=4&grading_scheme_entry[][name]=A&grading_scheme_entry[][value]=75'
      + '&grading_scheme_entry[][name]=F&grading_scheme_entry[][value]=0';
    const response = await app.request(courses, {
      method: 'POST', token: 'teacher-token', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form,
    });
    expect(response.status).toBe(200);
    expect(expectContract(gradingStandardContract, await response.json())).toMatchObject({
      points_based: true, scaling_factor: 4,
      grading_scheme: [{ name: 'A', value: 0.75, calculated_value: 3 }, { name: 'F', value: 0, calculated_value: 0 }],
    });
  });

  it('keeps a percentage standard at scaling factor 1', async () => {
    const { app, courses } = world();
    const { body } = await app.send('POST', courses, 'teacher-token', { ...THREE_BANDS, scaling_factor: 7 });
    expect(expectContract(gradingStandardContract, body).scaling_factor).toBe(1);
  });

  it.each([
    [{ title: 'Empty' }, "can't be blank"],
    [{ grading_scheme_entry: [{ name: 'A', value: 90 }, { name: 'B', value: 50 }] }, 'grading schemes must have 0% for the lowest grade'],
    [{ grading_scheme_entry: [{ name: 'A', value: 50 }, { name: 'B', value: 50 }, { name: 'F', value: 0 }] }, 'grading scheme cannot contain duplicate values'],
    [{ grading_scheme_entry: [{ name: 'A', value: 50 }, { name: 'F', value: -5 }, { name: 'Z', value: 0 }] }, 'grading scheme values cannot be negative'],
  ])('refuses an invalid scheme %j with the model error on data', async (params, message) => {
    const { app, courses } = world();
    const { status, body } = await app.send('POST', courses, 'teacher-token', params);
    expect(status).toBe(400);
    expect((body as { errors: { data: unknown[] } }).errors.data).toContainEqual({ attribute: 'data', type: 'invalid', message });
    expect(app.db.prepare('SELECT COUNT(*) AS n FROM grading_standards').get()).toEqual({ n: 0 });
  });

  it('lets graders create (manage_grades) and members read; others are refused', async () => {
    const { app, courses } = world();
    expect((await app.send('POST', courses, 'student-token', THREE_BANDS)).status).toBe(403);
    expect((await app.send('POST', courses, 'ta-token', THREE_BANDS)).status).toBe(200);
    expect((await app.get(courses, 'outsider-token')).status).toBe(403);
    expect((await app.get('/api/v1/courses/9999/grading_standards', 'admin-token')).status).toBe(404);
  });

  it("answers 404 for another course's standard and an unknown id", async () => {
    const { app, other, courses } = world();
    const { body } = await app.send('POST', `/api/v1/courses/${other.id}/grading_standards`, 'admin-token', THREE_BANDS);
    const foreign = expectContract(gradingStandardContract, body).id;
    expect((await app.get(`${courses}/${foreign}`, 'teacher-token')).status).toBe(404);
    expect((await app.get(`${courses}/9999`, 'teacher-token')).status).toBe(404);
  });
});

describe('the account form /api/v1/accounts/:account_id/grading_standards', () => {
  it("is its admins': create, list and show, with context_type Account", async () => {
    const { app, accounts, accountId } = world();
    const created = expectContract(gradingStandardContract, (await app.send('POST', accounts, 'admin-token', THREE_BANDS)).body);
    expect(created).toMatchObject({ context_type: 'Account', context_id: accountId });
    expect(expectContract(listOf(gradingStandardContract), (await app.get(accounts, 'admin-token')).body)).toEqual([created]);
    expect((await app.get(`${accounts}/${created.id}`, 'admin-token')).body).toEqual(created);
  });

  it('refuses everyone else and answers 404 for an unknown account', async () => {
    const { app, accounts } = world();
    expect((await app.get(accounts, 'teacher-token')).status).toBe(403);
    expect((await app.send('POST', accounts, 'teacher-token', THREE_BANDS)).status).toBe(403);
    expect((await app.get('/api/v1/accounts/9999/grading_standards', 'admin-token')).status).toBe(404);
  });
});

describe('course[grading_standard_id] on PUT /api/v1/courses/:id', () => {
  it("takes the course's own standard or its account's, ignores another course's, and clears on blank", async () => {
    const { app, course, other, courses, accounts } = world();
    const own = expectContract(gradingStandardContract, (await app.send('POST', courses, 'teacher-token', THREE_BANDS)).body).id;
    const account = expectContract(gradingStandardContract, (await app.send('POST', accounts, 'admin-token', THREE_BANDS)).body).id;
    const foreign = expectContract(gradingStandardContract,
      (await app.send('POST', `/api/v1/courses/${other.id}/grading_standards`, 'admin-token', THREE_BANDS)).body).id;
    const put = async (id: unknown) =>
      expectContract(courseContract, (await app.send('PUT', `/api/v1/courses/${course.id}`, 'teacher-token', { course: { grading_standard_id: id } })).body);
    expect((await put(own)).grading_standard_id).toBe(own);
    expect((await put(account)).grading_standard_id).toBe(account);
    expect((await put(foreign)).grading_standard_id).toBe(account);
    const settings = expectContract(courseSettingsContract, (await app.get(`/api/v1/courses/${course.id}/settings`, 'teacher-token')).body);
    expect(settings).toMatchObject({ grading_standard_enabled: true, grading_standard_id: account });
    expect((await put('')).grading_standard_id).toBeNull();
  });
});

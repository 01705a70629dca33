import { describe, expect, it } from 'vitest';
import { courseContract, courseWithoutEnrollmentsContract, listOf } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { CourseWorkData } from '../../test/course-work-data';
import { createTestApp } from '../../test/test-app';
import { standardWorld } from '../../test/test-data';

/** Biology 101 with one submission awaiting a grade, an observer, and a sub-account holding a second course. */
function world() {
  const app = createTestApp();
  const w = standardWorld(app.data);
  const work = new CourseWorkData(app.db);
  const assignment = work.assignment(w.course.id);
  work.submission(assignment, w.student);
  const observer = app.data.user('Oscar Observer', 'observer-token');
  app.data.enroll(observer, w.course, 'ObserverEnrollment');
  const sub = app.data.account('Sciences', w.accountId);
  const subCourse = app.data.course({ accountId: sub, termId: w.termId, name: 'Chemistry 210' });
  return { ...w, app, sub, subCourse };
}

describe('include[]=needs_grading_count is for the course’s instructors only (Canvas: participating_instructor?)', () => {
  const { app, course } = world();
  const listed = async (token: string) => {
    const { body } = await app.get('/api/v1/courses?include[]=needs_grading_count', token);
    return expectContract(listOf(courseContract), body)[0];
  };
  const shown = async (token: string) =>
    expectContract(courseContract, (await app.get(`/api/v1/courses/${course.id}?include[]=needs_grading_count`, token)).body);

  it('gives teachers and TAs the count, in the list and on the course', async () => {
    for (const token of ['teacher-token', 'ta-token']) {
      expect((await listed(token))?.needs_grading_count).toBe(1);
      expect((await shown(token)).needs_grading_count).toBe(1);
    }
  });

  it('leaves the key out for students, observers and admins who do not teach the course', async () => {
    for (const token of ['student-token', 'observer-token']) {
      expect(await listed(token)).not.toHaveProperty('needs_grading_count');
      expect(await shown(token)).not.toHaveProperty('needs_grading_count');
    }
    expect(await shown('admin-token')).not.toHaveProperty('needs_grading_count');
  });
});

describe('course visibility flags need manage_course_visibility', () => {
  it('ignores course[is_public] from a TA and applies it for the teacher', async () => {
    const { app, course } = world();
    const put = (token: string) => app.send('PUT', `/api/v1/courses/${course.id}`, token, { course: { is_public: true } });
    const byTa = await put('ta-token');
    expect(byTa.status).toBe(200);
    expect(expectContract(courseWithoutEnrollmentsContract, byTa.body).is_public).toBe(false);
    expect(expectContract(courseWithoutEnrollmentsContract, (await put('teacher-token')).body).is_public).toBe(true);
  });
});

describe('GET /api/v1/accounts/:account_id/courses/:id finds the course within the account (Canvas: associated_courses)', () => {
  const { app, accountId, course, sub, subCourse } = world();

  it('answers 404 for an unknown account or a course outside the account’s tree', async () => {
    expect((await app.get(`/api/v1/accounts/999/courses/${course.id}`, 'admin-token')).status).toBe(404);
    expect((await app.get(`/api/v1/accounts/${sub}/courses/${course.id}`, 'admin-token')).status).toBe(404);
  });

  it('finds courses of the account and of its sub-accounts', async () => {
    const found = async (accountPath: number, courseId: number, token: string) => {
      const { status, body } = await app.get(`/api/v1/accounts/${accountPath}/courses/${courseId}`, token);
      expect(status).toBe(200);
      return expectContract(courseContract, body).id;
    };
    expect(await found(accountId, course.id, 'teacher-token')).toBe(course.id);
    expect(await found(accountId, subCourse.id, 'admin-token')).toBe(subCourse.id);
    expect(await found(sub, subCourse.id, 'admin-token')).toBe(subCourse.id);
  });
});

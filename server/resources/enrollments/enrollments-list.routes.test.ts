import { describe, expect, it } from 'vitest';
import { enrollmentContract, listOf, userContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { gradingWorld } from '../../test/grading-world';

type Row = { user_id: number; type: string; grades?: Record<string, unknown> };

/** Sam (section A) has 8/10; Bo (section B) 6/10; an observer watches Sam. */
async function listWorld() {
  const w = gradingWorld();
  const a = await w.assignment();
  await w.grade(a, w.student, { submission: { posted_grade: '8' } });
  await w.grade(a, w.otherStudent, { submission: { posted_grade: '6' } });
  const observer = w.app.data.user('Oscar Observer', 'observer-token');
  const observation = w.app.data.enroll(observer, w.course, 'ObserverEnrollment');
  w.app.db.prepare('UPDATE enrollments SET associated_user_id = ? WHERE id = ?').run(w.student, observation);
  const list = async (path: string, token: string) => {
    const { status, body } = await w.app.get(path, token);
    expect(status).toBe(200);
    return expectContract(listOf(enrollmentContract), body) as Row[];
  };
  const enrollments = `/api/v1/courses/${w.course.id}/enrollments`;
  return { ...w, observer, list, enrollments };
}

const gradesOf = (rows: Row[], userId: number) => rows.find((row) => row.user_id === userId && row.type === 'StudentEnrollment')?.grades;

describe('GET …/enrollments', () => {
  it('lists the course by type then name for a teacher, with every student grade, paged by Link', async () => {
    const w = await listWorld();
    const rows = await w.list(`${w.enrollments}?per_page=100`, 'teacher-token');
    expect(rows.map((row) => row.type)).toEqual([...rows.map((row) => row.type)].sort());
    expect(gradesOf(rows, w.otherStudent)).toMatchObject({ current_score: 60, unposted_current_score: 60 });
    const page = await w.app.get(`${w.enrollments}?per_page=2`, 'teacher-token');
    expect(page.headers.get('Link')).toContain('rel="next"');
  });

  it('shows a student their classmates but only their own grade, and no unposted figures', async () => {
    const w = await listWorld();
    const rows = await w.list(w.enrollments, 'student-token');
    expect(rows.map((row) => row.user_id)).toEqual(expect.arrayContaining([w.student, w.otherStudent, w.teacher]));
    const own = gradesOf(rows, w.student);
    expect(Object.keys(own ?? {}).sort()).toEqual(['current_grade', 'current_score', 'final_grade', 'final_score', 'html_url']);
    expect(own).toMatchObject({ current_score: 80, final_score: 80, current_grade: null, final_grade: null });
    expect(Object.keys(gradesOf(rows, w.otherStudent) ?? {})).toEqual(['html_url']);
  });

  it("shows an observer their own enrollment and their student's, with the student's posted grade", async () => {
    const w = await listWorld();
    const rows = await w.list(w.enrollments, 'observer-token');
    expect(rows.map((row) => row.user_id).sort()).toEqual([w.student, w.observer].sort());
    expect(gradesOf(rows, w.student)).toMatchObject({ current_score: 80 });
    expect(gradesOf(rows, w.student)).not.toHaveProperty('unposted_current_score');
  });

  it('narrows to a section, and a section-limited TA to theirs', async () => {
    const w = await listWorld();
    const section = await w.list(`/api/v1/sections/${w.otherSection}/enrollments`, 'teacher-token');
    expect(section.map((row) => row.user_id)).toEqual([w.otherStudent]);
    const limited = await w.list(`${w.enrollments}?type[]=StudentEnrollment`, 'limited-ta-token');
    expect(limited.map((row) => row.user_id)).toEqual([w.student]);
  });

  it("answers anyone's own enrollments by user_id=self, and a user's list to them, their observer and admins only", async () => {
    const w = await listWorld();
    expect(await w.list(`${w.enrollments}?user_id=self`, 'outsider-token')).toEqual([]);
    const own = await w.list(`/api/v1/users/self/enrollments?include[]=current_points`, 'student-token');
    expect(gradesOf(own, w.student)).toMatchObject({ current_score: 80, current_points: 8 });
    const admin = await w.list(`/api/v1/users/${w.student}/enrollments`, 'admin-token');
    expect(gradesOf(admin, w.student)).toMatchObject({ unposted_current_score: 80 });
    expect(gradesOf(await w.list(`/api/v1/users/${w.student}/enrollments`, 'observer-token'), w.student)).toMatchObject({ current_score: 80 });
    expect((await w.app.get(`/api/v1/users/${w.student}/enrollments`, 'teacher-token')).status).toBe(403);
  });

  it.each([
    ['state[]=bogus', { error: 'Invalid state bogus' }],
    ['role[]=Dean', { message: 'role not found' }],
    ['grading_period_id=4', { error: 'invalid grading_period_id' }],
    ['include[]=can_be_removed', { errors: [{ message: 'include[]=can_be_removed is not supported by this server' }] }],
  ])('answers %s with a 400 naming it', async (query, body) => {
    const w = await listWorld();
    const answer = await w.app.get(`${w.enrollments}?${query}`, 'teacher-token');
    expect(answer).toMatchObject({ status: 400, body });
  });

  it('refuses SIS filters to a caller who may not read SIS data', async () => {
    const w = await listWorld();
    expect(await w.app.get(`${w.enrollments}?sis_user_id[]=S1`, 'student-token')).toMatchObject({
      status: 400, body: { message: 'Insufficient permissions to filter by SIS fields' },
    });
    expect((await w.app.get(`${w.enrollments}?sis_user_id[]=S1`, 'admin-token')).status).toBe(200);
  });

  it("gives the course users' include[]=enrollments the same grades", async () => {
    const w = await listWorld();
    const { body } = await w.app.get(`/api/v1/courses/${w.course.id}/users/${w.student}?include[]=enrollments`, 'teacher-token');
    const user = expectContract(userContract, body) as { enrollments?: Row[] };
    expect(user.enrollments?.[0]?.grades).toMatchObject({ current_score: 80, unposted_current_score: 80 });
    const list = await w.app.get(`/api/v1/courses/${w.course.id}/users?include[]=enrollments`, 'student-token');
    const mine = (list.body as { id: number; enrollments: Row[] }[]).find((u) => u.id === w.student);
    expect(mine?.enrollments[0]?.grades).toMatchObject({ current_score: 80 });
  });
});

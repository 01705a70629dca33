import { describe, expect, it } from 'vitest';
import { assignmentContract, listOf } from '../../../src/api/schemas/contracts';
import { toCanvasTime } from '../../canvas/dates';
import { expectContract } from '../../test/contract';
import { CourseWorkData } from '../../test/course-work-data';
import { createTestApp } from '../../test/test-app';
import { standardWorld } from '../../test/test-data';

const DAY = 24 * 60 * 60 * 1000;
const fromNow = (days: number) => toCanvasTime(new Date(Date.now() + days * DAY));

/** Five assignments around today; Sam turned in "Past essay", which is not graded yet, and was graded on "Old lab". */
function listWorld() {
  const app = createTestApp();
  const w = standardWorld(app.data);
  const work = new CourseWorkData(app.db);
  const add = (name: string, dueAt: string | null, types = ['online_upload']) => work.assignment(w.course.id, { name, dueAt, types });
  const ids = {
    pastEssay: add('Past essay', fromNow(-3)),
    oldLab: add('Old lab', fromNow(-5)),
    missed: add('Missed quiz', fromNow(-1)),
    soon: add('Soon', fromNow(2)),
    later: add('Later', fromNow(30)),
    undated: add('Undated reading', null, ['on_paper']),
  };
  work.submission(ids.pastEssay, w.student, { type: 'online_upload', state: 'submitted', submittedAt: fromNow(-4) });
  work.submission(ids.oldLab, w.student, { type: 'online_upload', state: 'graded', score: 9, submittedAt: fromNow(-6), postedAt: fromNow(-5) });
  const base = `/api/v1/courses/${w.course.id}/assignments`;
  const names = async (query: string, token = 'student-token', path = base) => {
    const { status, body } = await app.get(`${path}?per_page=50&${query}`, token);
    expect(status).toBe(200);
    return expectContract(listOf(assignmentContract), body).map((a) => a.name);
  };
  return { app, ...w, work, ids, base, names };
}

describe('GET /api/v1/courses/:course_id/assignments parameters', () => {
  it('searches names on the server and refuses a one-character term as Canvas does', async () => {
    const { app, base, names } = listWorld();
    expect(await names('search_term=ESS')).toEqual(['Past essay']);
    const { status, body } = await app.get(`${base}?search_term=e`, 'student-token');
    expect(status).toBe(400);
    expect(body).toEqual({ errors: [{ field: 'search_term', code: 'invalid', message: '2 or more characters is required' }] });
  });

  it.each([
    ['past', ['Past essay', 'Old lab', 'Missed quiz']],
    ['overdue', ['Missed quiz']],
    ['undated', ['Undated reading']],
    ['ungraded', ['Past essay']],
    ['unsubmitted', ['Missed quiz', 'Soon', 'Later']],
    ['upcoming', ['Soon']],
    ['future', ['Soon', 'Later', 'Undated reading']],
  ])('bucket=%s holds what the student would expect', async (bucket, expected) => {
    const { names } = listWorld();
    expect(await names(`bucket=${bucket}`)).toEqual(expected);
  });

  it('refuses an unknown bucket with an error on bucket', async () => {
    const { app, base } = listWorld();
    const { status, body } = await app.get(`${base}?bucket=someday`, 'student-token');
    expect(status).toBe(400);
    const message = 'bucket name must be one of the following: past, overdue, undated, ungraded, unsubmitted, upcoming, future';
    expect(body).toEqual({ errors: { bucket: [{ attribute: 'bucket', type: message, message }] } });
  });

  it('orders by name, or by due date with undated last', async () => {
    const { names } = listWorld();
    expect(await names('order_by=name')).toEqual(['Later', 'Missed quiz', 'Old lab', 'Past essay', 'Soon', 'Undated reading']);
    expect(await names('order_by=due_at')).toEqual(['Old lab', 'Past essay', 'Missed quiz', 'Soon', 'Later', 'Undated reading']);
  });

  it('lists only the assignment_ids[] asked for, refusing unknown ones and more than 100', async () => {
    const { app, base, ids, names } = listWorld();
    expect(await names(`assignment_ids[]=${ids.soon}&assignment_ids[]=${ids.missed}`)).toEqual(['Soon', 'Missed quiz']);
    const unknown = await app.get(`${base}?assignment_ids[]=${ids.soon}&assignment_ids[]=99999`, 'student-token');
    expect(unknown).toMatchObject({ status: 400, body: { message: 'Invalid assignment_ids: 99999' } });
    const many = Array.from({ length: 101 }, (_, i) => `assignment_ids[]=${i + 1}`).join('&');
    const tooMany = await app.get(`${base}?${many}`, 'student-token');
    expect(tooMany).toMatchObject({ status: 400, body: { message: 'Request contains too many assignment_ids.  Limit 100' } });
  });

  it('pages with Link headers', async () => {
    const { app, base } = listWorld();
    const { body, headers } = await app.get(`${base}?per_page=2&order_by=name`, 'teacher-token');
    expect((body as unknown[]).length).toBe(2);
    expect(headers.get('Link')).toContain('rel="next"');
    expect(headers.get('Link')).toContain('order_by=name');
  });

  it('includes the caller’s own submission with include[]=submission', async () => {
    const { app, base, ids } = listWorld();
    const { body } = await app.get(`${base}?include[]=submission&per_page=50`, 'student-token');
    const list = expectContract(listOf(assignmentContract), body);
    expect(list.find((a) => a.id === ids.oldLab)?.submission).toMatchObject({ workflow_state: 'graded', score: 9 });
    const teacher = expectContract(listOf(assignmentContract), (await app.get(`${base}?include[]=submission`, 'teacher-token')).body);
    expect(teacher.every((a) => a.submission === undefined)).toBe(true);
  });

  it('tells graders how many need grading and managers which may be unpublished; students see neither', async () => {
    const { app, base, ids } = listWorld();
    const teacher = expectContract(listOf(assignmentContract), (await app.get(`${base}?per_page=50`, 'teacher-token')).body);
    const essay = teacher.find((a) => a.id === ids.pastEssay);
    expect(essay).toMatchObject({ needs_grading_count: 1, unpublishable: false });
    expect(teacher.find((a) => a.id === ids.soon)).toMatchObject({ needs_grading_count: 0, unpublishable: true });
    const student = expectContract(listOf(assignmentContract), (await app.get(`${base}?per_page=50`, 'student-token')).body);
    expect(student.some((a) => 'needs_grading_count' in a || 'unpublishable' in a)).toBe(false);
  });

  it('lists one assignment group’s assignments in the group form, 404 for a group not in the course', async () => {
    const { app, course, names, ids } = listWorld();
    const group = Number(app.db.prepare(`INSERT INTO assignment_groups (course_id, name, position, created_at, updated_at) VALUES (?, 'Labs', 2, 'x', 'x')`).run(course.id).lastInsertRowid);
    app.db.prepare('UPDATE assignments SET assignment_group_id = ? WHERE id = ?').run(group, ids.oldLab);
    expect(await names('', 'student-token', `/api/v1/courses/${course.id}/assignment_groups/${group}/assignments`)).toEqual(['Old lab']);
    expect((await app.get(`/api/v1/courses/${course.id}/assignment_groups/9999/assignments`, 'teacher-token')).status).toBe(404);
  });
});

describe('GET /api/v1/users/:user_id/courses/:course_id/assignments', () => {
  it('shows a student’s list, with their dates and buckets, to them, their grader and their observer', async () => {
    const { app, course, student, work, names } = listWorld();
    const only = work.assignment(course.id, { name: 'Just Sam', onlyVisibleToOverrides: true, dueAt: fromNow(10) });
    work.override(only, { students: [student] }, { dueAt: fromNow(1) });
    const observer = app.data.user('Olga Observer', 'observer-token');
    const link = app.data.enroll(observer, course, 'ObserverEnrollment');
    app.db.prepare('UPDATE enrollments SET associated_user_id = ? WHERE id = ?').run(student, link);
    const path = `/api/v1/users/${student}/courses/${course.id}/assignments`;
    for (const token of ['student-token', 'teacher-token', 'ta-token', 'observer-token', 'admin-token']) {
      expect(await names('bucket=upcoming', token, path)).toEqual(['Soon', 'Just Sam']);
    }
    expect(await names('bucket=upcoming', 'student-token', `/api/v1/users/self/courses/${course.id}/assignments`)).toEqual(['Soon', 'Just Sam']);
  });

  it('shows base dates instead of the student’s own with override_assignment_dates=false', async () => {
    const { app, course, student, work, base } = listWorld();
    const id = work.assignment(course.id, { name: 'Moved for Sam', dueAt: fromNow(10) });
    work.override(id, { students: [student] }, { dueAt: fromNow(12) });
    const own = expectContract(assignmentContract, (await app.get(`${base}/${id}`, 'student-token')).body);
    const list = expectContract(listOf(assignmentContract), (await app.get(`${base}?override_assignment_dates=false&per_page=50`, 'student-token')).body);
    expect(own.due_at).not.toBe(list.find((a) => a.id === id)?.due_at);
    const baseOne = expectContract(assignmentContract, (await app.get(`${base}/${id}?override_assignment_dates=false`, 'student-token')).body);
    expect(baseOne.due_at).toBe(list.find((a) => a.id === id)?.due_at);
    expect(list.find((a) => a.id === id)?.due_at).toBe(app.db.prepare<[number], { due_at: string }>('SELECT due_at FROM assignments WHERE id = ?').get(id)?.due_at);
  });

  it('refuses another student and outsiders, and 404s an unknown user', async () => {
    const { app, course, student } = listWorld();
    const other = app.data.user('Pat Peer', 'peer-token');
    app.data.enroll(other, course, 'StudentEnrollment');
    const path = `/api/v1/users/${student}/courses/${course.id}/assignments`;
    expect((await app.get(path, 'peer-token')).status).toBe(403);
    expect((await app.get(path, 'outsider-token')).status).toBe(403);
    expect((await app.get(`/api/v1/users/99999/courses/${course.id}/assignments`, 'teacher-token')).status).toBe(404);
  });
});

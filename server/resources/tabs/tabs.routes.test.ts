import { describe, expect, it } from 'vitest';
import { listOf, tabContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { CourseWorkData } from '../../test/course-work-data';
import { addFile, addFolder } from '../../test/file-read-world';
import { createTestApp, type TestApp } from '../../test/test-app';
import { standardWorld } from '../../test/test-data';

const TEACHER_ORDER = [
  'home', 'announcements', 'assignments', 'discussions', 'grades', 'people', 'pages', 'files', 'syllabus', 'outcomes',
  'quizzes', 'modules', 'settings',
];
/** Tabs for content Lectern keeps none of: Canvas marks them hidden_unused (Course#tabs_available). */
const ALWAYS_UNUSED = ['announcements', 'pages', 'outcomes', 'quizzes', 'modules'];
const STUDENT_ORDER = TEACHER_ORDER.filter((id) => id !== 'settings' && !ALWAYS_UNUSED.includes(id));

/** A course with an assignment and a file, so only the tabs of content Lectern lacks are unused. */
function courseWithWork(app: TestApp, courseId: number) {
  new CourseWorkData(app.db).assignment(courseId);
  addFile(app.db, { type: 'Course', id: courseId }, { name: 'notes.txt', folderId: addFolder(app.db, { type: 'Course', id: courseId }, 'course files').id });
}

function world() {
  const app = createTestApp();
  const w = standardWorld(app.data);
  courseWithWork(app, w.course.id);
  const otherTeacher = app.data.user('Otto Other', 'other-teacher-token');
  app.data.enroll(otherTeacher, app.data.course({ accountId: w.accountId, termId: w.termId, name: 'Other 200' }), 'TeacherEnrollment');
  const designer = app.data.user('Dana Designer', 'designer-token');
  app.data.enroll(designer, w.course, 'DesignerEnrollment');
  return { app, ...w };
}

async function tabs(app: TestApp, courseId: number, token: string) {
  const { status, body } = await app.get(`/api/v1/courses/${courseId}/tabs`, token);
  expect(status).toBe(200);
  return expectContract(listOf(tabContract), body);
}

const put = (app: TestApp, courseId: number, tabId: string, token: string, body: unknown) =>
  app.send('PUT', `/api/v1/courses/${courseId}/tabs/${tabId}`, token, body);

describe('GET /api/v1/courses/:course_id/tabs (docs/canvas-contract.md §6.1)', () => {
  const w = world();
  const { app, course } = w;

  it("gives a teacher Canvas's default tabs in order, whole, without a Link header", async () => {
    const response = await app.request(`/api/v1/courses/${course.id}/tabs`, { token: 'teacher-token' });
    expect(response.headers.get('Link')).toBeNull();
    const list = expectContract(listOf(tabContract), await response.json());
    expect(list.map((t) => t.id)).toEqual(TEACHER_ORDER);
    expect(list.map((t) => t.position)).toEqual(TEACHER_ORDER.map((_, i) => i + 1));
    expect(list[0]).toEqual({
      id: 'home', html_url: `/courses/${course.id}`, full_url: `http://lectern.test/courses/${course.id}`,
      position: 1, visibility: 'public', label: 'Home', type: 'internal',
    });
    expect(list.find((t) => t.id === 'assignments')).toMatchObject({ html_url: `/courses/${course.id}/assignments`, label: 'Assignments' });
    expect(list.at(-1)).toMatchObject({ id: 'settings', visibility: 'admins', html_url: `/courses/${course.id}/settings` });
    expect(list.some((t) => 'hidden' in t)).toBe(false);
    expect(list.filter((t) => t.unused).map((t) => t.id)).toEqual(TEACHER_ORDER.filter((id) => ALWAYS_UNUSED.includes(id)));
    expect(list.find((t) => t.id === 'modules')).toMatchObject({ unused: true, visibility: 'admins' });
  });

  it('builds full_url from the origin the client used', async () => {
    const response = await app.request(`http://school.example:8080/api/v1/courses/${course.id}/tabs`, { token: 'teacher-token' });
    const [home] = expectContract(listOf(tabContract), await response.json());
    expect(home?.full_url).toBe(`http://school.example:8080/courses/${course.id}`);
  });

  it('leaves settings and unused tabs out for a student and numbers what is left 1..k', async () => {
    const list = await tabs(app, course.id, 'student-token');
    expect(list.map((t) => t.id)).toEqual(STUDENT_ORDER);
    expect(list.map((t) => t.position)).toEqual(list.map((_, i) => i + 1));
  });

  it('gives an observer neither grades, people, outcomes nor settings (Lectern observers hold read and read_files)', async () => {
    const observer = app.data.user('Oscar Observer', 'observer-token');
    app.data.enroll(observer, course, 'ObserverEnrollment');
    const list = await tabs(app, course.id, 'observer-token');
    expect(list.map((t) => t.id)).toEqual(STUDENT_ORDER.filter((id) => !['grades', 'people'].includes(id)));
  });

  it('counts a course without assignments or files as not using those tabs, and pages as used while students edit the wiki', async () => {
    const empty = app.data.course({ accountId: w.accountId, termId: w.termId, name: 'Empty 100' });
    app.data.enroll(w.teacher, empty, 'TeacherEnrollment');
    app.data.enroll(w.student, empty, 'StudentEnrollment');
    const teacherView = await tabs(app, empty.id, 'teacher-token');
    expect(teacherView.filter((t) => t.unused).map((t) => t.id)).toEqual(
      TEACHER_ORDER.filter((id) => [...ALWAYS_UNUSED, 'assignments', 'files'].includes(id)),
    );
    expect((await tabs(app, empty.id, 'student-token')).map((t) => t.id)).toEqual(
      STUDENT_ORDER.filter((id) => id !== 'assignments' && id !== 'files'),
    );
    app.db.prepare('UPDATE courses SET allow_student_wiki_edits = 1 WHERE id = ?').run(empty.id);
    courseWithWork(app, empty.id);
    expect((await tabs(app, empty.id, 'student-token')).map((t) => t.id)).toEqual(
      TEACHER_ORDER.filter((id) => id === 'pages' || STUDENT_ORDER.includes(id)),
    );
  });

  it('answers 404, not 403, to a teacher of another course and to an outsider; 404 for an unknown course', async () => {
    for (const token of ['other-teacher-token', 'outsider-token']) {
      const { status, body } = await app.get(`/api/v1/courses/${course.id}/tabs`, token);
      expect({ token, status, body }).toEqual({ token, status: 404, body: { errors: [{ message: 'The specified resource does not exist.' }] } });
    }
    expect((await app.get('/api/v1/courses/999999/tabs', 'admin-token')).status).toBe(404);
  });
});

describe('PUT /api/v1/courses/:course_id/tabs/:tab_id (docs/canvas-contract.md §6.2)', () => {
  it('hides a tab: a student no longer sees it, a teacher sees it marked hidden for admins', async () => {
    const { app, course } = world();
    const { status, body } = await put(app, course.id, 'people', 'teacher-token', { hidden: true });
    expect(status).toBe(200);
    expect(expectContract(tabContract, body)).toMatchObject({ id: 'people', position: 6, hidden: true, visibility: 'admins' });
    expect((await tabs(app, course.id, 'student-token')).map((t) => t.id)).not.toContain('people');
    const teacherView = await tabs(app, course.id, 'teacher-token');
    expect(teacherView.find((t) => t.id === 'people')).toMatchObject({ position: 6, hidden: true, visibility: 'admins' });

    const shown = await put(app, course.id, 'people', 'teacher-token', { hidden: 'false' });
    expect(shown.body).toMatchObject({ id: 'people', visibility: 'public' });
    expect(shown.body).not.toHaveProperty('hidden');
    expect((await tabs(app, course.id, 'student-token')).map((t) => t.id)).toContain('people');
  });

  it('moves a tab (form body too) and answers it at its new position; the others shift', async () => {
    const { app, course } = world();
    const response = await app.request(`/api/v1/courses/${course.id}/tabs/modules`, {
      method: 'PUT', token: 'ta-token',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'position=2',
    });
    expect(response.status).toBe(200);
    expect(expectContract(tabContract, await response.json())).toMatchObject({ id: 'modules', position: 2 });
    const ids = (await tabs(app, course.id, 'teacher-token')).map((t) => t.id);
    expect(ids).toEqual(['home', 'modules', ...TEACHER_ORDER.slice(1).filter((id) => id !== 'modules')]);
  });

  it('keeps settings last: position n (which Canvas accepts) puts the tab just before it', async () => {
    const { app, course } = world();
    const { status, body } = await put(app, course.id, 'announcements', 'teacher-token', { position: TEACHER_ORDER.length });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 'announcements', position: TEACHER_ORDER.length - 1 });
    const ids = (await tabs(app, course.id, 'teacher-token')).map((t) => t.id);
    expect(ids.slice(-2)).toEqual(['announcements', 'settings']);
  });

  it('refuses to move or hide home and settings with Canvas body', async () => {
    const { app, course } = world();
    for (const [id, change] of [['home', { position: 3 }], ['home', { hidden: true }], ['settings', { position: 2 }], ['settings', { hidden: true }]] as const) {
      const { status, body } = await put(app, course.id, id, 'teacher-token', change);
      expect({ id, change, status, body }).toEqual({ id, change, status: 400, body: { error: `${id} is not manageable` } });
    }
    expect((await tabs(app, course.id, 'teacher-token')).map((t) => t.id)).toEqual(TEACHER_ORDER);
  });

  it('refuses positions out of range, changing nothing', async () => {
    const { app, course } = world();
    for (const position of [1, 0, -3, TEACHER_ORDER.length + 1, 99, 'abc', '']) {
      const { status, body } = await put(app, course.id, 'files', 'teacher-token', { position, hidden: true });
      expect({ position, status, body }).toEqual({ position, status: 400, body: { error: 'That tab location is invalid' } });
    }
    const list = await tabs(app, course.id, 'teacher-token');
    expect(list.map((t) => t.id)).toEqual(TEACHER_ORDER);
    expect(list.some((t) => t.hidden)).toBe(false);
  });

  it('answers 404 for an unknown tab id, but 403 first to those who may not manage tabs', async () => {
    const { app, course } = world();
    expect((await put(app, course.id, 'wiki_of_doom', 'teacher-token', { position: 2 })).status).toBe(404);
    expect((await put(app, course.id, 'wiki_of_doom', 'student-token', { position: 2 })).status).toBe(403);
    expect((await put(app, 999999, 'files', 'admin-token', { position: 2 })).status).toBe(404);
  });

  it('refuses a student and a teacher of another course with 403 and changes nothing; a designer and an admin may', async () => {
    const { app, course } = world();
    for (const token of ['student-token', 'other-teacher-token']) {
      const { status, body } = await put(app, course.id, 'files', token, { position: 2, hidden: true });
      expect({ token, status, body }).toEqual({
        token, status: 403, body: { status: 'unauthorized', errors: [{ message: 'user not authorized to perform that action' }] },
      });
    }
    expect(app.db.prepare('SELECT COUNT(*) AS n FROM course_tab_configurations').get()).toEqual({ n: 0 });
    expect((await put(app, course.id, 'files', 'designer-token', { position: 2 })).status).toBe(200);
    expect((await put(app, course.id, 'grades', 'admin-token', { hidden: true })).status).toBe(200);
    const list = await tabs(app, course.id, 'designer-token');
    expect(list.slice(0, 2).map((t) => t.id)).toEqual(['home', 'files']);
    expect(list.find((t) => t.id === 'grades')).toMatchObject({ hidden: true });
  });
});

describe("a concluded course's teacher", () => {
  it('still sees hidden tabs, marked (read_as_admin), but may no longer change them', async () => {
    const { app, course } = world();
    expect((await put(app, course.id, 'files', 'teacher-token', { hidden: true })).status).toBe(200);
    app.db.prepare(`UPDATE courses SET workflow_state = 'completed' WHERE id = ?`).run(course.id);
    const list = await tabs(app, course.id, 'teacher-token');
    expect(list.find((t) => t.id === 'files')).toMatchObject({ hidden: true, visibility: 'admins' });
    expect((await put(app, course.id, 'files', 'teacher-token', { hidden: false })).status).toBe(403);
    expect((await tabs(app, course.id, 'student-token')).map((t) => t.id)).not.toContain('files');
  });
});

describe('group and user tabs', () => {
  const { app, course, student } = world();
  const work = new CourseWorkData(app.db);
  const groupId = work.group(course.id, work.groupCategory(course.id), 'Lab Group 1', [student]);

  it("gives a group's members and course staff the group's tabs", async () => {
    for (const token of ['student-token', 'teacher-token']) {
      const { status, body } = await app.get(`/api/v1/groups/${groupId}/tabs`, token);
      expect(status).toBe(200);
      const list = expectContract(listOf(tabContract), body);
      expect(list.map((t) => t.id)).toEqual(['home', 'announcements', 'pages', 'people', 'discussions', 'files']);
      expect(list[0]).toMatchObject({ html_url: `/groups/${groupId}`, position: 1, visibility: 'public' });
      expect(list.map((t) => t.position)).toEqual([1, 2, 3, 4, 5, 6]);
    }
  });

  it('answers 404 to those outside the group and for an unknown group', async () => {
    expect((await app.get(`/api/v1/groups/${groupId}/tabs`, 'outsider-token')).status).toBe(404);
    expect((await app.get('/api/v1/groups/999999/tabs', 'admin-token')).status).toBe(404);
  });

  it("gives a user their own tabs (self or id) and an admin anyone's; others 404", async () => {
    for (const [path, token] of [['self', 'student-token'], [String(student), 'student-token'], [String(student), 'admin-token']] as const) {
      const { status, body } = await app.get(`/api/v1/users/${path}/tabs`, token);
      expect(status).toBe(200);
      const list = expectContract(listOf(tabContract), body);
      expect(list.map((t) => t.id)).toEqual(['notifications', 'files', 'profile_settings', 'past_global_announcements']);
      expect(list[1]).toMatchObject({ html_url: '/files', full_url: 'http://lectern.test/files', position: 2 });
    }
    expect((await app.get(`/api/v1/users/${student}/tabs`, 'teacher-token')).status).toBe(404);
    expect((await app.get('/api/v1/users/999999/tabs', 'admin-token')).status).toBe(404);
  });
});

describe('PUT that changes nothing', () => {
  it('answers the tab and stores no configuration', async () => {
    const { app, course } = world();
    const { status, body } = await put(app, course.id, 'files', 'teacher-token', { position: 8, hidden: false });
    expect(status).toBe(200);
    expect(expectContract(tabContract, body)).toMatchObject({ id: 'files', position: 8, visibility: 'public' });
    expect(app.db.prepare('SELECT COUNT(*) AS n FROM course_tab_configurations').get()).toEqual({ n: 0 });
  });
});

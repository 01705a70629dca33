import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { submissionContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { submissionWorld } from '../../test/submission-world';
import { syncSubmissionRows } from '../assignments/submission-rows';

const list = (body: unknown) => expectContract(z.array(submissionContract), body);

describe('GET …/assignments/:assignment_id/submissions', () => {
  it('lists one submission per assigned student, unsubmitted ones included, by sortable name', async () => {
    const { app, base, submit, students } = submissionWorld();
    submit(students.nia, '2026-02-28T10:00:00Z');
    const { status, body, headers } = await app.get(`${base}?per_page=2`, 'teacher-token');
    expect(status).toBe(200);
    const page = list(body);
    expect(page.map((s) => [s.user_id, s.workflow_state])).toEqual([[students.abe, 'unsubmitted'], [students.nia, 'submitted']]);
    const next = /<([^>]+)>; rel="next"/.exec(headers.get('Link') ?? '')?.[1] ?? '';
    expect(list((await app.get(next, 'teacher-token')).body).map((s) => s.user_id)).toEqual([students.sam, students.omar]);
    // A page number a client types still reads that page.
    const rest = list((await app.get(`${base}?per_page=2&page=2`, 'teacher-token')).body);
    expect(rest.map((s) => s.user_id)).toEqual([students.sam, students.omar]);
  });

  it('breaks ties between equal sortable names by user id', async () => {
    const { app, w, base, assignmentId } = submissionWorld();
    const twins = [app.data.user('Zed Twin'), app.data.user('Zed Twin')];
    for (const twin of twins) app.data.enroll(twin, w.course, 'StudentEnrollment');
    syncSubmissionRows(app.db, w.course.id, [assignmentId]);
    const all = list((await app.get(`${base}?per_page=100`, 'teacher-token')).body);
    expect(all.slice(-2).map((s) => s.user_id)).toEqual(twins);
  });

  it('filters by section, by the section form, by workflow state and by a name search', async () => {
    const { app, w, base, assignmentId, secondSection, submit, students } = submissionWorld();
    submit(students.sam, '2026-02-28T10:00:00Z');
    submit(students.omar, '2026-02-28T10:00:00Z', { workflow_state: 'graded', score: 8, grade: '8' });
    const ids = async (path: string) => list((await app.get(path, 'teacher-token')).body).map((s) => s.user_id);
    expect(await ids(`${base}?section_id=${secondSection}`)).toEqual([students.nia]);
    expect(await ids(`/api/v1/sections/${secondSection}/assignments/${assignmentId}/submissions`)).toEqual([students.nia]);
    expect(await ids(`/api/v1/sections/${w.course.sectionId}/assignments/${assignmentId}/submissions?workflow_state[]=unsubmitted`)).toEqual([students.abe]);
    expect(await ids(`${base}?workflow_state[]=submitted&workflow_state[]=graded`)).toEqual([students.sam, students.omar]);
    expect(await ids(`${base}?search_term=thi`)).toEqual([students.omar]);
    expect(await ids(`${base}?search_term=abbott,`)).toEqual([students.abe]);
    const short = await app.get(`${base}?search_term=a`, 'teacher-token');
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ errors: [{ field: 'search_term', code: 'invalid', message: '2 or more characters is required' }] });
  });

  it('adds comments, history, the student, the assignment and read status when asked, and ignores unknown includes', async () => {
    const { app, base, submit, submissionId, students, w } = submissionWorld();
    submit(students.sam, '2026-02-28T10:00:00Z', { attempt: 2, posted_at: '2026-03-02T10:00:00Z', score: 9, grade: '9', workflow_state: 'graded' });
    const id = submissionId(students.sam);
    app.db.prepare(`INSERT INTO submission_versions (submission_id, attempt, snapshot, created_at) VALUES (?, 1, ?, ?)`)
      .run(id, JSON.stringify({ attempt: 1, body: 'First draft', submitted_at: '2026-02-27T10:00:00Z', score: null, grade: null, workflow_state: 'submitted' }), '2026-02-27T10:00:00Z');
    app.db.prepare(`INSERT INTO submission_comments (submission_id, author_id, comment, attempt, created_at) VALUES (?, ?, 'Good start', 1, ?)`)
      .run(id, w.teacher, '2026-02-27T11:00:00Z');
    const query = 'include[]=submission_comments&include[]=submission_history&include[]=user&include[]=assignment&include[]=read_status&include[]=bogus';
    const all = list((await app.get(`${base}?${query}&search_term=sam`, 'teacher-token')).body);
    const [sam] = all;
    expect(sam?.submission_history?.map((h) => [h.attempt, h.body, h.score])).toEqual([[1, 'First draft', null], [2, 'My essay', 9]]);
    expect(sam?.submission_comments?.map((c) => [c.author_id, c.author_name, c.comment, c.attempt])).toEqual([[w.teacher, 'Terry', 'Good start', 1]]);
    expect(sam?.submission_comments?.[0]?.author).toMatchObject({ id: w.teacher, display_name: 'Terry' });
    expect(sam?.user).toEqual(expect.objectContaining({ id: students.sam, name: 'Sam Student', sortable_name: 'Student, Sam' }));
    expect(sam?.assignment?.id).toBe(sam?.assignment_id);
    expect(sam?.read_status).toBe('read');
    const own = expectContract(submissionContract, (await app.get(`${base}/self?include[]=read_status`, 'student-token')).body);
    expect(own.read_status).toBe('unread');
  });

  it('names each student’s group in the assignment’s group set under include[]=group, nulls for the ungrouped', async () => {
    const { app, w, work, base, assignmentId, students } = submissionWorld();
    const category = work.groupCategory(w.course.id);
    const lab = work.group(w.course.id, category, 'Lab 1', [students.sam]);
    work.group(w.course.id, work.groupCategory(w.course.id, 'Other set'), 'Elsewhere', [students.nia]);
    app.db.prepare('UPDATE assignments SET group_category_id = ? WHERE id = ?').run(category, assignmentId);
    const all = list((await app.get(`${base}?include[]=group`, 'teacher-token')).body);
    const groups = Object.fromEntries(all.map((s) => [s.user_id, s.group]));
    expect(groups[students.sam]).toEqual({ id: lab, name: 'Lab 1' });
    expect(groups[students.nia]).toEqual({ id: null, name: null });
  });

  it('lists one representative per group with grouped=true, unless students are graded individually', async () => {
    const { app, w, work, base, assignmentId, students } = submissionWorld();
    const category = work.groupCategory(w.course.id);
    work.group(w.course.id, category, 'Lab 1', [students.omar, students.sam]);
    app.db.prepare('UPDATE assignments SET group_category_id = ? WHERE id = ?').run(category, assignmentId);
    const ids = async () => list((await app.get(`${base}?grouped=true`, 'teacher-token')).body).map((s) => s.user_id);
    expect(await ids()).toEqual([students.abe, students.nia, students.sam]);
    app.db.prepare('UPDATE assignments SET grade_group_students_individually = 1 WHERE id = ?').run(assignmentId);
    expect(await ids()).toEqual([students.abe, students.nia, students.sam, students.omar]);
  });

  // Canvas answers include[]=visibility unpaginated; Lectern pages it so one request's cost is bounded.
  it('pages include[]=visibility like the rest, each row with assignment_visible, following Link to the end', async () => {
    const { app, base } = submissionWorld();
    const first = await app.get(`${base}?per_page=1&include[]=visibility`, 'teacher-token');
    expect(list(first.body)).toHaveLength(1);
    const seen = [...list(first.body)];
    let next = /<([^>]+)>; rel="next"/.exec(first.headers.get('Link') ?? '')?.[1];
    while (next) {
      const page = await app.get(next, 'teacher-token');
      expect(list(page.body)).toHaveLength(1);
      seen.push(...list(page.body));
      next = /<([^>]+)>; rel="next"/.exec(page.headers.get('Link') ?? '')?.[1];
    }
    expect(seen).toHaveLength(4);
    expect(seen.every((s) => s.assignment_visible === true)).toBe(true);
    expect((await app.get(`${base}?per_page=1000&include[]=visibility`, 'teacher-token')).headers.get('Link')).toMatch(/per_page=100\b/);
  });

  it('shows a section-limited TA only their sections’ students, in the list and one by one', async () => {
    const { app, w, base, assignmentId, students } = submissionWorld();
    expect(list((await app.get(base, 'limited-ta-token')).body).map((s) => s.user_id)).toEqual([students.nia]);
    expect(list((await app.get(`${base}?section_id=${w.course.sectionId}`, 'limited-ta-token')).body)).toEqual([]);
    const other = `/api/v1/sections/${w.course.sectionId}/assignments/${assignmentId}/submissions`;
    expect(list((await app.get(other, 'limited-ta-token')).body)).toEqual([]);
    expect((await app.get(`${base}/${students.sam}`, 'limited-ta-token')).status).toBe(404);
    expect(expectContract(submissionContract, (await app.get(`${base}/${students.nia}`, 'limited-ta-token')).body).user_id).toBe(students.nia);
  });

  it('refuses students the list and unknown assignments or sections with Canvas’s statuses', async () => {
    const { app, w, base } = submissionWorld();
    expect((await app.get(base, 'student-token')).status).toBe(403);
    expect((await app.get(`/api/v1/courses/${w.course.id}/assignments/99999/submissions`, 'teacher-token')).status).toBe(404);
    expect((await app.get(`/api/v1/sections/99999/assignments/1/submissions`, 'teacher-token')).status).toBe(404);
    expect((await app.get(`${base}?workflow_state[]=nonsense`, 'teacher-token')).body).toEqual([]);
  });
});

describe('GET …/submissions/:user_id', () => {
  it('lets a student read only their own submission', async () => {
    const { app, base, students } = submissionWorld();
    const own = await app.get(`${base}/${students.sam}`, 'student-token');
    expect(expectContract(submissionContract, own.body).user_id).toBe(students.sam);
    expect((await app.get(`${base}/self`, 'student-token')).status).toBe(200);
    const other = await app.get(`${base}/${students.nia}`, 'student-token');
    expect(other.status).toBe(403);
    expect(JSON.stringify(other.body)).not.toContain('submitted_at');
    expect((await app.get(`${base}/99999`, 'student-token')).status).toBe(404);
    expect((await app.get(`${base}/99999`, 'teacher-token')).status).toBe(404);
  });

  it('refuses a student their row of an unpublished assignment, which they cannot see', async () => {
    const { app, base, assignmentId, students } = submissionWorld();
    app.db.prepare(`UPDATE assignments SET workflow_state = 'unpublished' WHERE id = ?`).run(assignmentId);
    expect((await app.get(`${base}/${students.sam}`, 'student-token')).status).toBe(403);
    expect((await app.get(`${base}/${students.sam}`, 'teacher-token')).status).toBe(200);
  });
});

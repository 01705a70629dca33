import { describe, expect, it } from 'vitest';
import { listOf, todoItemContract } from '../../../src/api/schemas/contracts';
import { toCanvasTime } from '../../canvas/dates';
import { expectContract } from '../../test/contract';
import { CourseWorkData } from '../../test/course-work-data';
import { createTestApp } from '../../test/test-app';
import { standardWorld } from '../../test/test-data';

const DAY = 86_400_000;
const fromNow = (days: number) => toCanvasTime(new Date(Date.now() + days * DAY));

function world() {
  const app = createTestApp();
  const w = standardWorld(app.data);
  const work = new CourseWorkData(app.db);
  const section2 = app.data.section(w.course.id, 'Section 2');
  const pat = app.data.user('Pat Peer', 'pat-token');
  app.data.enroll(pat, { id: w.course.id, sectionId: section2 }, 'StudentEnrollment');
  const a = (name: string, seed: Parameters<CourseWorkData['assignment']>[1] = {}) => work.assignment(w.course.id, { name, ...seed });
  const dueSoon = a('Due soon', { dueAt: fromNow(2) });
  const submitted = a('Submitted', { dueAt: fromNow(2) });
  work.submission(submitted, w.student);
  a('Far future', { dueAt: fromNow(20) });
  const pastOnline = a('Past due online', { dueAt: fromNow(-3) });
  work.submission(pastOnline, pat);
  a('Past due paper', { dueAt: fromNow(-3), types: ['on_paper'] });
  const paperSoon = a('Paper soon', { dueAt: fromNow(1), types: ['on_paper'] });
  a('Unpublished', { dueAt: fromNow(2), published: false });
  a('Undated');
  const onlyPat = a('Only Pat', { dueAt: fromNow(1), onlyVisibleToOverrides: true });
  work.override(onlyPat, { students: [pat] }, {});
  const extended = a('Extended', { dueAt: fromNow(20) });
  const extendedDue = fromNow(3);
  work.override(extended, { students: [w.student] }, { dueAt: extendedDue });
  a('Locked', { dueAt: fromNow(2), lockAt: fromNow(-1) });
  const graded = a('Graded', { dueAt: fromNow(-1) });
  work.submission(graded, pat, { state: 'graded', score: 5 });
  return { app, ...w, pat, dueSoon, pastOnline, paperSoon, onlyPat, extended, extendedDue };
}

/** Every to-do here is about an assignment (no ungraded quizzes are seeded). */
const todos = (body: unknown) =>
  expectContract(listOf(todoItemContract), body).map(({ assignment, ...todo }) => {
    if (!assignment) throw new Error('an assignment to-do without its assignment');
    return { ...todo, assignment };
  });

describe('GET /api/v1/courses/:course_id/todo (docs/canvas-contract.md §2.18)', () => {
  const w = world();
  const path = `/api/v1/courses/${w.course.id}/todo`;

  it('gives a student what they still have to submit, by due date, with their own dates', async () => {
    const { status, body } = await w.app.get(path, 'student-token');
    expect(status).toBe(200);
    const list = todos(body);
    expect(list.map((t) => [t.type, t.assignment.name])).toEqual([
      ['submitting', 'Past due online'],
      ['submitting', 'Graded'],
      ['submitting', 'Paper soon'],
      ['submitting', 'Due soon'],
      ['submitting', 'Extended'],
    ]);
    // The student's override moves Extended into the window and its JSON shows their date.
    expect(list.find((t) => t.assignment.id === w.extended)?.assignment.due_at).toBe(w.extendedDue);
  });

  it('renders the item shape with ignore links, the submit URL and all_dates', async () => {
    const [first] = todos((await w.app.get(path, 'student-token')).body);
    const origin = 'http://lectern.test';
    expect(first).toMatchObject({
      type: 'submitting',
      context_type: 'Course',
      course_id: w.course.id,
      context_name: 'Biology 101',
      html_url: `${origin}/courses/${w.course.id}/assignments/${w.pastOnline}#submit`,
      ignore: `${origin}/api/v1/users/self/todo/assignment_${w.pastOnline}/submitting?permanent=0`,
      ignore_permanently: `${origin}/api/v1/users/self/todo/assignment_${w.pastOnline}/submitting?permanent=1`,
    });
    expect(first).not.toHaveProperty('needs_grading_count');
    expect(first?.assignment.all_dates).toEqual([
      expect.objectContaining({ base: true, title: 'Everyone', due_at: first?.assignment.due_at }),
    ]);
  });

  it('respects only_visible_to_overrides', async () => {
    const mine = todos((await w.app.get(path, 'pat-token')).body).map((t) => t.assignment.name);
    expect(mine).toContain('Only Pat');
    expect(mine).not.toContain('Past due online');
  });

  it('gives graders the assignments with work to grade and the SpeedGrader URL', async () => {
    for (const token of ['teacher-token', 'ta-token']) {
      const list = todos((await w.app.get(path, token)).body);
      expect(list.map((t) => [t.type, t.assignment.name, t.needs_grading_count])).toEqual([
        ['grading', 'Past due online', 1],
        ['grading', 'Submitted', 1],
      ]);
      expect(list[0]).toMatchObject({
        type: 'grading',
        needs_grading_count: 1,
        html_url: `http://lectern.test/courses/${w.course.id}/gradebook/speed_grader?assignment_id=${w.pastOnline}`,
        assignment: { id: w.pastOnline, needs_grading_count: 1, has_overrides: false },
      });
    }
  });

  it('pages with numeric pages', async () => {
    const { body, headers } = await w.app.get(`${path}?per_page=3`, 'student-token');
    expect(todos(body)).toHaveLength(3);
    const next = /<([^>]+)>; rel="next"/.exec(headers.get('link') ?? '')?.[1] ?? '';
    expect(todos((await w.app.get(next, 'student-token')).body).map((t) => t.assignment.name)).toEqual(['Due soon', 'Extended']);
  });

  it('is empty for an admin without an enrollment, 403 for an outsider, 404 for an unknown course', async () => {
    expect(todos((await w.app.get(path, 'admin-token')).body)).toEqual([]);
    expect((await w.app.get(path, 'outsider-token')).status).toBe(403);
    expect((await w.app.get('/api/v1/courses/9999/todo', 'student-token')).status).toBe(404);
  });
});

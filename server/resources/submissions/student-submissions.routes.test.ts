import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { studentSubmissionContract, studentSubmissionGroupContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { gradingWorld } from '../../test/grading-world';

/**
 * GET …/students/submissions (canvas-lms app/controllers/submissions_api_controller.rb #for_students): many students'
 * submissions to many assignments, flat or grouped, through the one read rule.
 */
const flat = z.array(studentSubmissionContract);
const grouped = z.array(studentSubmissionGroupContract);

function forStudentsWorld() {
  const world = gradingWorld();
  const { app, course, student } = world;
  const observer = app.data.user('Obi Observer', 'observer-token');
  const enrollment = app.data.enroll(observer, course, 'ObserverEnrollment');
  app.db.prepare('UPDATE enrollments SET associated_user_id = ? WHERE id = ?').run(student, enrollment);
  const list = async (query: string, token = 'teacher-token', path = `/api/v1/courses/${course.id}/students/submissions`) => app.get(`${path}?${query}`, token);
  const ok = async <T>(schema: z.ZodType<T>, query: string, token?: string, path?: string) => {
    const { status, body, headers } = await list(query, token, path);
    expect({ status, body }).toMatchObject({ status: 200 });
    return { rows: expectContract(schema, body), link: headers.get('Link') ?? '' };
  };
  return { ...world, observer, list, ok };
}

describe('GET /courses/:course_id/students/submissions for graders', () => {
  it('lists every student’s submissions to the assignments asked, by submission id, paged with Link headers', async () => {
    const { ok, assignment, student, otherStudent } = forStudentsWorld();
    const [a, b] = [await assignment(), await assignment({ name: 'Lab' })];
    const { rows, link } = await ok(flat, `student_ids[]=all&per_page=3`);
    expect(rows.map((r) => [r.assignment_id, r.user_id])).toEqual([[a, student], [a, otherStudent], [b, student]]);
    expect(rows.map((r) => r.id)).toEqual([...rows.map((r) => r.id)].sort((x, y) => x - y));
    expect(link).toContain('rel="next"');
    const only = await ok(flat, `student_ids[]=${otherStudent}&assignment_ids[]=${b}`);
    expect(only.rows.map((r) => [r.assignment_id, r.user_id])).toEqual([[b, otherStudent]]);
  });

  it.each([3, 21])('pages %i assignments’ submissions forward and back by id, each once, however a page reads them', async (count) => {
    // Up to 20 assignments a page merges each one's rows; beyond, it reads the table's or sorts the collected rows.
    const { ok, assignment } = forStudentsWorld();
    for (let i = 0; i < count; i++) await assignment({ name: `Task ${i}` });
    const queryOf = (link: string, rel: 'next' | 'prev') => new RegExp(`<[^>]*\\?([^>]+)>; rel="${rel}"`).exec(link)?.[1];
    const pages: number[][] = [];
    let query: string | undefined = 'student_ids[]=all&per_page=4';
    let link = '';
    while (query !== undefined) {
      const page = await ok(flat, query);
      pages.push(page.rows.map((r) => r.id));
      link = page.link;
      query = queryOf(link, 'next');
    }
    const ids = pages.flat();
    expect(ids).toHaveLength(count * 2);
    expect(ids).toEqual([...new Set(ids)].sort((x, y) => x - y));
    const prev = queryOf(link, 'prev');
    expect((await ok(flat, prev ?? 'missing')).rows.map((r) => r.id)).toEqual(pages.at(-2));
  });

  it('groups by student (user id order) with their section and has_postable_comments on each submission', async () => {
    const { ok, assignment, grade, student, otherStudent, otherSection, course } = forStudentsWorld();
    const a = await assignment();
    await grade(a, otherStudent, { comment: { text_comment: 'See me' } });
    const { rows } = await ok(grouped, 'student_ids[]=all&grouped=true');
    expect(rows.map((r) => [r.user_id, r.section_id])).toEqual([[student, course.sectionId], [otherStudent, otherSection]]);
    expect(rows[1]?.submissions).toMatchObject([{ assignment_id: a, user_id: otherStudent, has_postable_comments: false }]);
  });

  it('filters by workflow_state, graded_since, and orders by graded_at descending', async () => {
    const { ok, list, assignment, grade, student, otherStudent } = forStudentsWorld();
    const a = await assignment();
    await grade(a, otherStudent, { submission: { posted_grade: '5' } });
    const graded = await ok(flat, 'student_ids[]=all&workflow_state=graded');
    expect(graded.rows.map((r) => r.user_id)).toEqual([otherStudent]);
    const since = await ok(flat, 'student_ids[]=all&graded_since=2000-01-01T00:00:00Z&order=graded_at&order_direction=descending');
    expect(since.rows.map((r) => r.user_id)).toEqual([otherStudent]);
    expect((await ok(flat, 'student_ids[]=all&order=graded_at&order_direction=descending')).rows.map((r) => r.user_id)).toEqual([otherStudent, student]);
    expect((await list('student_ids[]=all&graded_since=yesterday')).body).toEqual({ errors: { graded_since: 'Invalid datetime for graded_since' } });
  });

  it('honours enrollment_state, post_to_sis and the includes it has; refuses the rest by name', async () => {
    const { ok, list, app, assignment, otherStudent, student } = forStudentsWorld();
    await assignment();
    app.db.prepare(`UPDATE enrollments SET workflow_state = 'completed' WHERE user_id = ?`).run(otherStudent);
    expect((await ok(flat, 'student_ids[]=all&enrollment_state=active')).rows.map((r) => r.user_id)).toEqual([student]);
    expect((await ok(flat, 'student_ids[]=all&enrollment_state=concluded')).rows.map((r) => r.user_id)).toEqual([otherStudent]);
    expect((await list('student_ids[]=all&enrollment_state=gone')).body).toEqual({ error: 'invalid enrollment_state' });
    expect((await ok(flat, 'student_ids[]=all&post_to_sis=true')).rows).toEqual([]);
    const withIncludes = await ok(flat, 'student_ids[]=all&include[]=user&include[]=assignment&include[]=submission_comments&include[]=submission_history&include[]=visibility');
    expect(withIncludes.rows[0]).toMatchObject({ user: { id: student }, assignment: { name: 'Essay' }, submission_comments: [], assignment_visible: true });
    for (const name of ['student_entered_score']) {
      expect((await list(`student_ids[]=all&include[]=${name}`)).body).toEqual({ errors: [{ message: `include[]=${name} is not supported by this server` }] });
    }
    expect((await list('student_ids[]=all&grading_period_id=1')).status).toBe(400);
  });

  it('refuses students the grader may not see, unknown assignments and too many students', async () => {
    const { list, assignment, otherStudent, student } = forStudentsWorld();
    await assignment();
    expect((await list(`student_ids[]=${otherStudent}`, 'limited-ta-token')).status).toBe(403);
    expect((await list(`student_ids[]=${student}`, 'limited-ta-token')).status).toBe(200);
    expect(await list('student_ids[]=all&assignment_ids[]=424242')).toMatchObject({ status: 403, body: { error: 'invalid assignment ids requested' } });
    const many = Array.from({ length: 101 }, (_, i) => `student_ids[]=${i + 1}`).join('&');
    expect(await list(many)).toMatchObject({ status: 400, body: { error: 'too many students' } });
  });

  it('limits the section form to its section, and a section-limited TA’s "all" to theirs', async () => {
    const { ok, assignment, otherSection, otherStudent, student } = forStudentsWorld();
    await assignment();
    const section = await ok(flat, 'student_ids[]=all', 'teacher-token', `/api/v1/sections/${otherSection}/students/submissions`);
    expect(section.rows.map((r) => r.user_id)).toEqual([otherStudent]);
    expect((await ok(flat, 'student_ids[]=all', 'limited-ta-token')).rows.map((r) => r.user_id)).toEqual([student]);
  });
});

describe('GET …/students/submissions for learners', () => {
  it('answers a student only their own, with an unposted grade withheld; naming another student is a 403', async () => {
    const { ok, list, app, assignment, grade, student, otherStudent } = forStudentsWorld();
    const a = await assignment();
    app.db.prepare('UPDATE assignments SET post_manually = 1 WHERE id = ?').run(a);
    await grade(a, student, { submission: { posted_grade: '9' }, comment: { text_comment: 'Hidden note' } });
    for (const query of ['', 'student_ids[]=all', `student_ids[]=${student}&include[]=submission_comments&include[]=submission_history`]) {
      const { rows } = await ok(flat, query, 'student-token');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ user_id: student, score: null, grade: null, workflow_state: 'unsubmitted' });
      expect(rows[0]?.submission_comments ?? []).toEqual([]);
      expect(rows[0]?.submission_history?.every((h) => h.score === null) ?? true).toBe(true);
    }
    expect((await list(`student_ids[]=${otherStudent}`, 'student-token')).status).toBe(403);
    const groupedView = await ok(grouped, 'student_ids[]=all&grouped=1', 'student-token');
    expect(groupedView.rows[0]?.submissions[0]).toMatchObject({ score: null, has_postable_comments: false });
  });

  it('answers an observer their student’s, and nobody else’s', async () => {
    const { ok, list, assignment, student, otherStudent } = forStudentsWorld();
    await assignment();
    expect((await ok(flat, 'student_ids[]=all', 'observer-token')).rows.map((r) => r.user_id)).toEqual([student]);
    expect((await list(`student_ids[]=${otherStudent}`, 'observer-token')).status).toBe(403);
    expect((await list('', 'observer-token')).status).toBe(403);
  });
});

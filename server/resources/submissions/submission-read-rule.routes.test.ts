import { describe, expect, it } from 'vitest';
import { CourseWorkData } from '../../test/course-work-data';
import { gradingWorld } from '../../test/grading-world';

/**
 * One read rule for every answer that carries a submission (canvas-lms app/models/submission.rb
 * hide_grade_from_student?, app/models/submission_comment.rb can_view_comment?): learners never see an unposted
 * grade or a grader's comment on it, and grading an automatically posted assignment posts it.
 */
type Json = Record<string, unknown>;
const GRADE_FIELDS = { score: null, grade: null, entered_score: null, entered_grade: null, grader_id: null, graded_at: null, excused: null };

function readWorld() {
  const world = gradingWorld();
  const { app, course, student } = world;
  const observer = app.data.user('Obi Observer', 'observer-token');
  const enrollment = app.data.enroll(observer, course, 'ObserverEnrollment');
  app.db.prepare('UPDATE enrollments SET associated_user_id = ? WHERE id = ?').run(student, enrollment);
  const base = (id: number) => `/api/v1/courses/${course.id}/assignments/${id}`;
  const read = async (path: string, token: string) => {
    const { status, body } = await app.get(path, token);
    expect(status).toBe(200);
    return body as Json;
  };
  /** A graded assignment posted as asked: the teacher grades 8 with a comment, the student answers. */
  const graded = async (postManually: boolean) => {
    const id = await world.assignment({ submission_types: ['online_text_entry'] });
    if (postManually) app.db.prepare('UPDATE assignments SET post_manually = 1 WHERE id = ?').run(id);
    expect((await world.grade(id, student, { submission: { posted_grade: '8' }, comment: { text_comment: 'Check question 3' } })).status).toBe(200);
    expect((await world.grade(id, student, { comment: { text_comment: 'Which part?' } }, 'student-token')).status).toBe(200);
    return id;
  };
  const postedAt = (id: number) =>
    app.db.prepare<[number, number], { posted_at: string | null }>('SELECT posted_at FROM submissions WHERE assignment_id = ? AND user_id = ?').get(id, student)?.posted_at;
  return { ...world, observer, base, read, graded, postedAt };
}

const comments = (submission: Json) => (submission.submission_comments as Json[]).map((c) => c.comment);

describe('a grade on an assignment that posts manually, not yet posted', () => {
  it.each([['student-token'], ['observer-token']])('is withheld from %s on the single GET, its history and the student’s assignments', async (token) => {
    const w = readWorld();
    const id = await w.graded(true);
    expect(w.postedAt(id)).toBeNull();
    const own = await w.read(`${w.base(id)}/submissions/${w.student}?include[]=submission_comments&include[]=submission_history`, token);
    expect(own).toMatchObject({ ...GRADE_FIELDS, workflow_state: 'unsubmitted', posted_at: null });
    expect(comments(own)).toEqual(token === 'student-token' ? ['Which part?'] : []);
    expect(own.submission_history).toEqual([expect.objectContaining(GRADE_FIELDS)]);
    const assignments = (await w.app.get(`/api/v1/users/${w.student}/courses/${w.course.id}/assignments?include[]=submission`, token)).body as Json[];
    expect(assignments.find((a) => a.id === id)?.submission).toMatchObject({ ...GRADE_FIELDS, workflow_state: 'unsubmitted' });
  });

  it('keeps it out of the student’s assignment, their list, its buckets and their activity stream', async () => {
    const w = readWorld();
    const id = await w.graded(true);
    expect((await w.read(`${w.base(id)}?include[]=submission`, 'student-token')).submission).toMatchObject(GRADE_FIELDS);
    const list = (await w.app.get(`/api/v1/courses/${w.course.id}/assignments?include[]=submission`, 'student-token')).body as Json[];
    expect(list.find((a) => a.id === id)?.submission).toMatchObject(GRADE_FIELDS);
    // It sorts where it looks: not graded, so still waiting for their work.
    const bucket = (await w.app.get(`/api/v1/courses/${w.course.id}/assignments?bucket=unsubmitted`, 'student-token')).body as Json[];
    expect(bucket.map((a) => a.id)).toContain(id);
    const work = new CourseWorkData(w.app.db);
    const submissionId = w.app.db.prepare<[number, number], { id: number }>('SELECT id FROM submissions WHERE assignment_id = ? AND user_id = ?').get(id, w.student)?.id;
    work.streamItem(w.course.id, { type: 'Submission', title: 'Essay', data: { submission_id: submissionId, assignment_id: id } }, [[w.student, false]]);
    const [item] = (await w.app.get(`/api/v1/courses/${w.course.id}/activity_stream`, 'student-token')).body as Json[];
    expect(item).toMatchObject({ ...GRADE_FIELDS, workflow_state: 'unsubmitted' });
    expect(comments(item ?? {})).toEqual(['Which part?']);
  });

  it('shows graders everything', async () => {
    const w = readWorld();
    const id = await w.graded(true);
    const seen = await w.read(`${w.base(id)}/submissions/${w.student}?include[]=submission_comments`, 'ta-token');
    expect(seen).toMatchObject({ score: 8, grade: '8', workflow_state: 'graded', posted_at: null });
    expect(comments(seen)).toEqual(['Check question 3', 'Which part?']);
  });
});

describe('a grade on an assignment that posts automatically', () => {
  it.each([['student-token'], ['observer-token']])('is posted by grading, so %s reads it and the grader’s comment', async (token) => {
    const w = readWorld();
    const id = await w.graded(false);
    expect(w.postedAt(id)).not.toBeNull();
    const own = await w.read(`${w.base(id)}/submissions/${w.student}?include[]=submission_comments`, token);
    expect(own).toMatchObject({ score: 8, grade: '8', workflow_state: 'graded' });
    expect(comments(own)).toEqual(['Check question 3', 'Which part?']);
    const assignments = (await w.app.get(`/api/v1/users/${w.student}/courses/${w.course.id}/assignments?include[]=submission`, token)).body as Json[];
    expect(assignments.find((a) => a.id === id)?.submission).toMatchObject({ score: 8 });
  });

  it('is posted by an instructor’s comment alone, but not by the student’s', async () => {
    const w = readWorld();
    const id = await w.assignment();
    await w.grade(id, w.student, { comment: { text_comment: 'Me first' } }, 'student-token');
    expect(w.postedAt(id)).toBeNull();
    await w.grade(id, w.student, { comment: { text_comment: 'Start with the outline' } });
    expect(w.postedAt(id)).not.toBeNull();
    expect(comments(await w.read(`${w.base(id)}/submissions/self?include[]=submission_comments`, 'student-token'))).toEqual(['Me first', 'Start with the outline']);
  });
});

describe('a student’s group comment on an individually graded group assignment', () => {
  it('answers only their own submission, never a groupmate’s grade or work', async () => {
    const w = readWorld();
    const { app, course, student } = w;
    const mate = app.data.user('Gil Mate', 'mate-token');
    app.data.enroll(mate, course, 'StudentEnrollment');
    const T = '2026-01-10T12:00:00Z';
    const category = Number(app.db.prepare(`INSERT INTO group_categories (course_id, name, created_at) VALUES (?, 'Teams', ?)`).run(course.id, T).lastInsertRowid);
    const group = Number(app.db.prepare(`INSERT INTO groups (group_category_id, course_id, name, created_at) VALUES (?, ?, 'Team 1', ?)`).run(category, course.id, T).lastInsertRowid);
    for (const user of [student, mate]) app.db.prepare(`INSERT INTO group_memberships (group_id, user_id) VALUES (?, ?)`).run(group, user);
    const id = await w.assignment({ group_category_id: category, grade_group_students_individually: true });
    app.db.prepare(`UPDATE submissions SET body = 'Mate’s private draft' WHERE assignment_id = ? AND user_id = ?`).run(id, mate);
    await w.grade(id, mate, { submission: { posted_grade: '9' }, comment: { text_comment: 'Strong work, Gil' } });
    expect((await app.get(`${w.base(id)}/submissions/${mate}`, 'student-token')).status).toBe(403);
    const { status, body } = await w.grade(id, student, { comment: { text_comment: 'Team: see my notes', group_comment: true } }, 'student-token');
    expect(status).toBe(200);
    const answer = body as Json;
    expect((answer.all_submissions as Json[]).map((s) => s.user_id)).toEqual([student]);
    const text = JSON.stringify(answer);
    expect(text).not.toContain('private draft');
    expect(text).not.toContain('Strong work');
    expect(text).not.toMatch(new RegExp(`"user_id":${mate}\\b`));
  });
});

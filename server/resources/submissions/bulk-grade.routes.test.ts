import { describe, expect, it, vi } from 'vitest';
import { bulkGradeResultsContract, progressContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { gradingWorld } from '../../test/grading-world';

/**
 * POST …/submissions/update_grades (canvas-lms app/controllers/submissions_api_controller.rb #bulk_update, the job in
 * app/models/submission.rb .process_bulk_update): a Progress at once, the grades in the background, each through
 * the grade PUT's own save. Lectern keeps a result per student (docs/decisions/0058-bulk-grading.md).
 */
function bulkWorld() {
  const world = gradingWorld();
  const { app, course } = world;
  const post = (path: string, body: unknown, token = 'teacher-token') => app.send('POST', `/api/v1${path}`, token, body);
  const update = (assignmentId: number, gradeData: unknown, token = 'teacher-token') =>
    post(`/courses/${course.id}/assignments/${assignmentId}/submissions/update_grades`, { grade_data: gradeData }, token);
  /** Polls GET /api/v1/progress/:id, as a client would, until the job ends; its results parsed by their contract. */
  const settled = async (body: unknown) => {
    const { id } = expectContract(progressContract, body);
    const done = await vi.waitFor(async () => {
      const current = expectContract(progressContract, (await app.get(`/api/v1/progress/${id}`, 'teacher-token')).body);
      if (current.workflow_state === 'queued' || current.workflow_state === 'running') throw new Error('still running');
      return current;
    });
    return { ...done, results: done.results === undefined ? null : expectContract(bulkGradeResultsContract, done.results) };
  };
  return { ...world, post, update, settled };
}

describe('POST …/assignments/:assignment_id/submissions/update_grades', () => {
  it('answers a queued Progress at once and grades every student in the background, with history and posting', async () => {
    const { update, settled, assignment, student, otherStudent, stored, history } = bulkWorld();
    const id = await assignment();
    const { status, body } = await update(id, { [student]: { posted_grade: '8' }, [otherStudent]: { posted_grade: 'EX' } });
    expect(status).toBe(200);
    expect(expectContract(progressContract, body)).toMatchObject({ workflow_state: 'queued', completion: 0, tag: 'submissions_update' });
    const done = await settled(body);
    expect(done).toMatchObject({ workflow_state: 'completed', completion: 100, message: null });
    expect(done.results?.grades).toEqual([
      { assignment_id: id, user_id: String(student), status: 'saved', message: null, score: 8, grade: '8', excused: false },
      { assignment_id: id, user_id: String(otherStudent), status: 'saved', message: null, score: null, grade: null, excused: true },
    ]);
    expect(stored(id, student)).toMatchObject({ score: 8, workflow_state: 'graded' });
    expect(stored(id, otherStudent)).toMatchObject({ excused: 1 });
    expect(history(id, student).map((v) => v.score)).toEqual([8]);
  });

  it('reports a bad grade for its student and still grades the others; the progress fails naming how many', async () => {
    const { update, settled, assignment, student, otherStudent, stored } = bulkWorld();
    const id = await assignment({ grading_type: 'letter_grade' });
    const done = await settled((await update(id, { [student]: { posted_grade: 'banana' }, [otherStudent]: { posted_grade: 'B' } })).body);
    expect(done).toMatchObject({ workflow_state: 'failed', message: '1 of 2 grades were not saved' });
    const [bad, good] = done.results?.grades ?? [];
    expect(bad).toMatchObject({ user_id: String(student), status: 'refused', score: null });
    expect(bad?.message).toMatch(/grade/i);
    expect(good).toMatchObject({ user_id: String(otherStudent), status: 'saved', grade: 'B' });
    expect(stored(id, student)?.score).toBeNull();
    expect(stored(id, otherStudent)?.grade).toBe('B');
  });

  it('reports unknown and unreachable students in Canvas’s words without stopping the rest', async () => {
    const { update, settled, assignment, student, otherStudent, outsider, stored } = bulkWorld();
    const id = await assignment();
    const body = { [student]: { posted_grade: '5' }, [outsider]: { posted_grade: '5' }, 'sis_user_id:x': { posted_grade: '5' }, 999999: { posted_grade: '5' } };
    const done = await settled((await update(id, body)).body);
    expect(done.workflow_state).toBe('failed');
    expect(done.message).toBe(`Couldn't find User(s) with API ids '${outsider}', '999999', 'sis_user_id:x'`);
    expect(done.results?.grades.filter((g) => g.status === 'saved').map((g) => g.user_id)).toEqual([String(student)]);
    expect(stored(id, student)?.score).toBe(5);
    // A section-limited TA reaches only their section: Section B's student is unknown to them.
    const ta = await settled((await update(id, { [otherStudent]: { posted_grade: '3' } }, 'limited-ta-token')).body);
    expect(ta).toMatchObject({ workflow_state: 'failed', message: `Couldn't find User(s) with API ids '${otherStudent}'` });
    expect(stored(id, otherStudent)?.score).toBeNull();
  });

  it('adds a text comment per student, and refuses a stale expected_updated_at for that student only', async () => {
    const { app, update, settled, assignment, student, otherStudent, stored, course } = bulkWorld();
    const id = await assignment();
    const seen = stored(id, student)?.updated_at;
    await app.send('PUT', `/api/v1/courses/${course.id}/assignments/${id}/submissions/${student}`, 'teacher-token', { submission: { posted_grade: '9' } });
    const done = await settled(
      (await update(id, { [student]: { posted_grade: '0', expected_updated_at: seen }, [otherStudent]: { posted_grade: '0', text_comment: 'Missing: 0' } })).body,
    );
    expect(done.results?.grades.map((g) => [g.status, g.message])).toEqual([
      ['refused', 'The submission changed since expected_updated_at.'],
      ['saved', null],
    ]);
    expect(stored(id, student)?.score).toBe(9);
    const comments = app.db.prepare('SELECT comment FROM submission_comments c JOIN submissions s ON s.id = c.submission_id WHERE s.user_id = ? AND s.assignment_id = ?').all(otherStudent, id);
    expect(comments).toEqual([{ comment: 'Missing: 0' }]);
  });

  it('reads rubric_assessment as the grade PUT does: one that cannot be used is refused for its student only', async () => {
    const { update, settled, assignment, student, otherStudent, stored } = bulkWorld();
    const id = await assignment();
    const done = await settled((await update(id, { [student]: { rubric_assessment: 'three points' }, [otherStudent]: { posted_grade: '6' } })).body);
    expect(done.results?.grades.map((g) => [g.status, g.message])).toEqual([['refused', 'invalid rubric_assessment'], ['saved', null]]);
    expect(stored(id, otherStudent)?.score).toBe(6);
  });

  it('keeps every grade exactly once when two bulk jobs race over the same students', async () => {
    const { update, settled, assignment, student, otherStudent, history } = bulkWorld();
    const id = await assignment();
    const [first, second] = await Promise.all([
      update(id, { [student]: { posted_grade: '1' }, [otherStudent]: { posted_grade: '1' } }),
      update(id, { [student]: { posted_grade: '2' }, [otherStudent]: { posted_grade: '2' } }),
    ]);
    expect((await settled(first.body)).workflow_state).toBe('completed');
    expect((await settled(second.body)).workflow_state).toBe('completed');
    for (const user of [student, otherStudent]) expect(history(id, user).map((v) => v.score).sort()).toEqual([1, 2]);
  });
});

describe('update_grades: the course and section forms', () => {
  it('takes grade_data[assignment_id][student_id] on the course form across assignments', async () => {
    const { post, settled, assignment, student, stored, course } = bulkWorld();
    const [a, b] = [await assignment(), await assignment({ name: 'Lab' })];
    const body = { grade_data: { [a]: { [student]: { posted_grade: '4' } }, [b]: { [student]: { excuse: 'true' } } } };
    const done = await settled((await post(`/courses/${course.id}/submissions/update_grades`, body)).body);
    expect(done.workflow_state).toBe('completed');
    expect(stored(a, student)?.score).toBe(4);
    expect(stored(b, student)?.excused).toBe(1);
  });

  it('limits the section forms to the section’s students', async () => {
    const { post, settled, assignment, student, otherStudent, otherSection, stored } = bulkWorld();
    const id = await assignment();
    const body = { grade_data: { [student]: { posted_grade: '6' }, [otherStudent]: { posted_grade: '6' } } };
    const done = await settled((await post(`/sections/${otherSection}/assignments/${id}/submissions/update_grades`, body)).body);
    expect(done.results?.grades.map((g) => [g.user_id, g.status])).toEqual([[String(student), 'refused'], [String(otherStudent), 'saved']]);
    expect(stored(id, student)?.score).toBeNull();
    const course = await settled((await post(`/sections/${otherSection}/submissions/update_grades`, { grade_data: { [id]: { [otherStudent]: { posted_grade: '7' } } } })).body);
    expect(course.workflow_state).toBe('completed');
    expect(stored(id, otherStudent)?.score).toBe(7);
  });
});

describe('update_grades: refusals before anything is queued', () => {
  it('needs grade_data, manage_grades, published assignments the course has, and refuses media comments by name', async () => {
    const { update, post, assignment, student, course } = bulkWorld();
    const id = await assignment();
    const draft = await assignment({ published: false });
    expect(await post(`/courses/${course.id}/assignments/${id}/submissions/update_grades`, {})).toMatchObject({
      status: 400, body: { error: "'grade_data' parameter required" },
    });
    expect((await update(id, { [student]: { posted_grade: '5' } }, 'student-token')).status).toBe(403);
    expect((await update(draft, { [student]: { posted_grade: '5' } })).status).toBe(403);
    const missing = await post(`/courses/${course.id}/submissions/update_grades`, { grade_data: { [id]: { [student]: { posted_grade: '5' } }, 424242: { [student]: { posted_grade: '5' } } } });
    expect(missing).toMatchObject({ status: 400, body: { error: 'Some assignments could not be found: ( 424242 )' } });
    const media = await update(id, { [student]: { text_comment: 'Listen', media_comment_id: 'm-1' } });
    expect(media).toMatchObject({ status: 400, body: { errors: [{ message: 'grade_data[<student_id>][media_comment_id] is not supported by this server' }] } });
  });
});

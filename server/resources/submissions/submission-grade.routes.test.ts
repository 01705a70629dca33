import { describe, expect, it } from 'vitest';
import { gradedSubmissionContract, submissionContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { gradingWorld } from '../../test/grading-world';

describe('PUT …/submissions/:user_id grades by the assignment’s grading type (docs/canvas-contract.md §5.2)', () => {
  it('grades points, records the grader and time, and answers the submission with all_submissions', async () => {
    const { grade, assignment, student, teacher } = gradingWorld();
    const id = await assignment();
    const { status, body } = await grade(id, student, { submission: { posted_grade: '8.5' } });
    expect(status).toBe(200);
    const graded = expectContract(gradedSubmissionContract, body);
    expect(graded).toMatchObject({ user_id: student, score: 8.5, grade: '8.5', entered_score: 8.5, entered_grade: '8.5', grader_id: teacher, workflow_state: 'graded', excused: false });
    expect(graded.graded_at).not.toBeNull();
    expect(graded.all_submissions.map((s) => s.id)).toEqual([graded.id]);
  });

  it.each([
    ['percent', '85%', 8.5, '85%'],
    ['points', '85%', 8.5, '8.5'],
    ['points', '14', 14, '14'],
    ['letter_grade', 'B-', 8.3, 'B-'],
    ['gpa_scale', 'A', 10, 'A'],
    ['pass_fail', 'complete', 10, 'complete'],
    ['pass_fail', 'incomplete', 0, 'incomplete'],
  ])('%s assignment: posted_grade %s → score %s, grade %s', async (grading_type, posted, score, gradeText) => {
    const { grade, assignment, student, stored } = gradingWorld();
    const id = await assignment({ grading_type });
    const { status, body } = await grade(id, student, { submission: { posted_grade: posted } });
    expect(status).toBe(200);
    expect(expectContract(gradedSubmissionContract, body)).toMatchObject({ score, grade: gradeText });
    expect(stored(id, student)).toMatchObject({ score, grade: gradeText, workflow_state: 'graded' });
  });

  it('excuses with EX or excuse=true (never late or missing), and excuse=false lifts it', async () => {
    const { grade, assignment, student, stored } = gradingWorld();
    const id = await assignment({ due_at: '2020-01-01T00:00:00Z' });
    await grade(id, student, { submission: { posted_grade: '7' } });
    const ex = expectContract(gradedSubmissionContract, (await grade(id, student, { submission: { posted_grade: 'EX' } })).body);
    expect(ex).toMatchObject({ excused: true, score: null, grade: null, workflow_state: 'graded', missing: false, late: false });
    await grade(id, student, { submission: { excuse: false } });
    expect(stored(id, student)).toMatchObject({ excused: 0, workflow_state: 'unsubmitted' });
    await grade(id, student, { submission: { excuse: 'true' } });
    expect(stored(id, student)).toMatchObject({ excused: 1, score: null });
  });

  it('reads a JSON number and a form-encoded body as Canvas clients send them', async () => {
    const { app, grade, assignment, student, stored, course } = gradingWorld();
    const id = await assignment();
    await grade(id, student, { submission: { posted_grade: 6 } });
    expect(stored(id, student)).toMatchObject({ score: 6, grade: '6' });
    const form = await app.request(`/api/v1/courses/${course.id}/assignments/${id}/submissions/${student}`, {
      method: 'PUT',
      token: 'teacher-token',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'submission[posted_grade]=75%25&comment[text_comment]=Form+comment',
    });
    expect(form.status).toBe(200);
    expect(expectContract(gradedSubmissionContract, await form.json())).toMatchObject({ score: 7.5, submission_comments: [{ comment: 'Form comment' }] });
  });

  it('removes the grade on an empty posted_grade', async () => {
    const { grade, assignment, student, stored } = gradingWorld();
    const id = await assignment();
    await grade(id, student, { submission: { posted_grade: '9' } });
    await grade(id, student, { submission: { posted_grade: '' } });
    expect(stored(id, student)).toMatchObject({ score: null, grade: null, workflow_state: 'unsubmitted' });
  });

  it('sets late and missing by the grader’s late_policy_status, with seconds_late_override for late', async () => {
    const { grade, assignment, student } = gradingWorld();
    const id = await assignment({ due_at: '2099-01-01T00:00:00Z' });
    const late = expectContract(gradedSubmissionContract, (await grade(id, student, { submission: { late_policy_status: 'late', seconds_late_override: 7200 } })).body);
    expect(late).toMatchObject({ late: true, missing: false, seconds_late: 7200, late_policy_status: 'late' });
    const missing = expectContract(gradedSubmissionContract, (await grade(id, student, { submission: { late_policy_status: 'missing' } })).body);
    expect(missing).toMatchObject({ late: false, missing: true, seconds_late: 0, late_policy_status: 'missing' });
    const none = expectContract(gradedSubmissionContract, (await grade(id, student, { submission: { late_policy_status: 'none' } })).body);
    expect(none).toMatchObject({ late: false, missing: false, late_policy_status: 'none' });
  });

  it('keeps every grade change in the submission’s history', async () => {
    const { grade, assignment, student, history } = gradingWorld();
    const id = await assignment();
    await grade(id, student, { submission: { posted_grade: '6' } });
    await grade(id, student, { submission: { posted_grade: '9' } });
    await grade(id, student, { submission: { posted_grade: 'EX' } });
    expect(history(id, student).map((v) => [v.score, v.grade, v.excused])).toEqual([[6, '6', 0], [9, '9', 0], [null, null, 1]]);
  });

  it('is what the read API then answers: the grade, the comment, and the graded attempt in submission_history', async () => {
    const { app, grade, assignment, student, course } = gradingWorld();
    const id = await assignment();
    await grade(id, student, { submission: { posted_grade: '6' }, comment: { text_comment: 'Redo part 2' } });
    const read = await app.get(
      `/api/v1/courses/${course.id}/assignments/${id}/submissions/${student}?include[]=submission_history&include[]=submission_comments`,
      'student-token',
    );
    const seen = expectContract(submissionContract, read.body);
    expect(seen).toMatchObject({ score: 6, grade: '6', workflow_state: 'graded' });
    expect(seen.submission_comments?.map((comment) => comment.comment)).toEqual(['Redo part 2']);
    expect(seen.submission_history?.map((attempt) => attempt.score)).toEqual([6]);
  });
});

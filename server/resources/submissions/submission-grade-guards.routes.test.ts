import { describe, expect, it } from 'vitest';
import { gradedSubmissionContract, submissionWithCommentsContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { gradingWorld } from '../../test/grading-world';

describe('grade PUT: comments, permissions, conflicts and bad input', () => {
  it('adds a comment with its author and attempt, returned in submission_comments', async () => {
    const { grade, assignment, student, teacher } = gradingWorld();
    const id = await assignment();
    const { body } = await grade(id, student, { submission: { posted_grade: '7' }, comment: { text_comment: 'Nice work', attempt: 1 } });
    const graded = expectContract(gradedSubmissionContract, body);
    expect(graded.submission_comments).toMatchObject([{ author_id: teacher, author_name: 'Terry', comment: 'Nice work', attempt: 1 }]);
    expect(graded.score).toBe(7);
  });

  it('lets the student comment on their own submission but never grade it, not even themself', async () => {
    const { grade, assignment, student, stored } = gradingWorld();
    const id = await assignment();
    const before = stored(id, student);
    const refused = await grade(id, student, { submission: { posted_grade: '10' } }, 'student-token');
    expect(refused.status).toBe(403);
    expect(stored(id, student)).toEqual(before);
    const comment = await grade(id, student, { comment: { text_comment: 'Question about the rubric' } }, 'student-token');
    expect(comment.status).toBe(200);
    expect(expectContract(gradedSubmissionContract, comment.body).submission_comments.map((c) => c.comment)).toEqual(['Question about the rubric']);
    expect(stored(id, student)?.score).toBeNull();
  });

  it('refuses a student commenting on someone else’s submission', async () => {
    const { grade, assignment, otherStudent } = gradingWorld();
    const id = await assignment();
    expect((await grade(id, otherStudent, { comment: { text_comment: 'Hi' } }, 'student-token')).status).toBe(403);
  });

  it('lets a section-limited TA grade their section only: another section’s student is a 404, as students_visible_to finds no one', async () => {
    const { grade, assignment, student, otherStudent, stored } = gradingWorld();
    const id = await assignment();
    expect((await grade(id, student, { submission: { posted_grade: '6' } }, 'limited-ta-token')).status).toBe(200);
    const refused = await grade(id, otherStudent, { submission: { posted_grade: '6' } }, 'limited-ta-token');
    expect(refused.status).toBe(404);
    expect(stored(id, otherStudent)?.score).toBeNull();
    expect((await grade(id, otherStudent, { submission: { posted_grade: '6' } }, 'ta-token')).status).toBe(200);
  });

  it('grades through the section form only students of that section', async () => {
    const { app, assignment, student, otherStudent, otherSection } = gradingWorld();
    const id = await assignment();
    const put = (userId: number) =>
      app.send('PUT', `/api/v1/sections/${otherSection}/assignments/${id}/submissions/${userId}`, 'teacher-token', { submission: { posted_grade: '4' } });
    expect(expectContract(gradedSubmissionContract, (await put(otherStudent)).body).score).toBe(4);
    expect((await put(student)).status).toBe(404);
  });

  it('answers 409 with the current submission on a stale expected_updated_at, writing nothing', async () => {
    const { grade, assignment, student, stored, history } = gradingWorld();
    const id = await assignment();
    const first = expectContract(gradedSubmissionContract, (await grade(id, student, { submission: { posted_grade: '5' } })).body);
    const seen = first.updated_at;
    const second = await grade(id, student, { submission: { posted_grade: '6' }, expected_updated_at: seen }, 'ta-token');
    expect(second.status).toBe(200);
    const stale = await grade(id, student, { submission: { posted_grade: '9' }, comment: { text_comment: 'Lost?' }, expected_updated_at: seen });
    expect(stale.status).toBe(409);
    const current = expectContract(submissionWithCommentsContract, (stale.body as { submission: unknown }).submission);
    expect(current).toMatchObject({ score: 6, grade: '6' });
    expect(current.submission_comments).toEqual([]);
    expect(stored(id, student)?.score).toBe(6);
    expect(history(id, student)).toHaveLength(2);
  });

  it.each([
    ['junk grade', { submission: { posted_grade: 'lots' } }, 400],
    ['a letter on a points assignment', { submission: { posted_grade: 'A' } }, 400],
    ['an unknown late policy status', { submission: { late_policy_status: 'tardy' } }, 400],
    ['a negative seconds_late_override', { submission: { late_policy_status: 'late', seconds_late_override: -5 } }, 400],
    ['a junk expected_updated_at', { submission: { posted_grade: '5' }, expected_updated_at: 'yesterday' }, 400],
    ['a grade and an excuse at once', { submission: { posted_grade: '5', excuse: true } }, 400],
    ['a nested object as the grade', { submission: { posted_grade: { a: 1 } } }, 400],
  ])('refuses %s with a Canvas-shaped 400 and changes nothing', async (_name, body, status) => {
    const { grade, assignment, student, stored, history } = gradingWorld();
    const id = await assignment();
    const before = stored(id, student);
    const answer = await grade(id, student, { ...body, comment: { text_comment: 'half-written?' } });
    expect(answer.status).toBe(status);
    expect(answer.body).toBeTypeOf('object');
    expect(stored(id, student)).toEqual(before);
    expect(history(id, student)).toEqual([]);
  });

  it('404s an unknown user, an unknown assignment and a user who is not a student; 403s a student not assigned', async () => {
    const { app, grade, assignment, teacher, outsider, course } = gradingWorld();
    const id = await assignment();
    expect((await grade(id, 999_999, { submission: { posted_grade: '5' } })).status).toBe(404);
    expect((await grade(999_999, outsider, { submission: { posted_grade: '5' } })).status).toBe(404);
    expect((await grade(id, teacher, { submission: { posted_grade: '5' } })).status).toBe(404);
    const onlyOverrides = await assignment({ only_visible_to_overrides: true });
    const late = app.data.user('Lee Late');
    app.data.enroll(late, course, 'StudentEnrollment');
    expect((await grade(onlyOverrides, late, { submission: { posted_grade: '5' } })).status).toBe(403);
  });
});

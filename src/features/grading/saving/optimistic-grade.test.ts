import { describe, expect, it } from 'vitest';
import type { Submission } from '@/api/schemas/submission';
import { applyGradeEdit, leavesGradeAsIs } from './optimistic-grade';

const submission: Submission = {
  id: '1', assignment_id: '10', user_id: '5', attempt: 1, submission_type: 'online_text_entry', submitted_at: '2026-11-20T10:00:00Z',
  workflow_state: 'submitted', score: null, grade: null, excused: false, late: true, missing: false, updated_at: '2026-11-21T10:00:00Z',
};

describe('the optimistic grade', () => {
  it('computes points and percent as the server will', () => {
    expect(applyGradeEdit(submission, { posted_grade: '8' }, { grading_type: 'points', points_possible: 10 })).toMatchObject({ grade: '8', score: 8, workflow_state: 'graded' });
    expect(applyGradeEdit(submission, { posted_grade: '85%' }, { grading_type: 'points', points_possible: 20 })).toMatchObject({ grade: '17', score: 17 });
    expect(applyGradeEdit(submission, { posted_grade: '15' }, { grading_type: 'percent', points_possible: 20 })).toMatchObject({ grade: '75%', score: 15 });
    expect(applyGradeEdit(submission, { posted_grade: 'complete' }, { grading_type: 'pass_fail', points_possible: 5 })).toMatchObject({ grade: 'complete', score: 5 });
  });

  it('shows a letter as typed, excuses on EX, clears on an empty grade, and keeps updated_at for the conflict check', () => {
    expect(applyGradeEdit(submission, { posted_grade: 'B+' }, { grading_type: 'letter_grade', points_possible: 10 })).toMatchObject({ grade: 'B+', score: null });
    expect(applyGradeEdit(submission, { posted_grade: 'ex' }, {})).toMatchObject({ excused: true, grade: null, late: false, workflow_state: 'graded' });
    const graded = { ...submission, grade: '8', score: 8, workflow_state: 'graded' };
    expect(applyGradeEdit(graded, { posted_grade: '' }, {})).toMatchObject({ grade: null, score: null, workflow_state: 'submitted' });
    expect(applyGradeEdit(graded, { late_policy_status: 'missing' }, {})).toMatchObject({ missing: true, late: false, late_policy_status: 'missing' });
    expect(applyGradeEdit(graded, { posted_grade: '9' }, {}).updated_at).toBe(submission.updated_at);
  });

  it('shows a rubric assessment at once, and its total as the score when the rubric grades', () => {
    const assessment = { c1: { points: 4, rating_id: 'r1' }, c2: { points: 2.5, rating_id: null, comments: 'Half done' } };
    const graded = applyGradeEdit(submission, { rubric_assessment: assessment }, { grading_type: 'points', points_possible: 10, use_rubric_for_grading: true });
    expect(graded).toMatchObject({ score: 6.5, grade: '6.5', workflow_state: 'graded' });
    expect(graded.rubric_assessment).toEqual({ c1: { points: 4, rating_id: 'r1', comments: null }, c2: { points: 2.5, rating_id: null, comments: 'Half done' } });
    // Without use_for_grading the rubric is feedback: the grade stays as it was.
    expect(applyGradeEdit(submission, { rubric_assessment: assessment }, { grading_type: 'points', points_possible: 10 })).toMatchObject({ score: null, grade: null });
    // A cleared criterion has no points key, as include[]=rubric_assessment serves it.
    expect(applyGradeEdit(submission, { rubric_assessment: { c1: { points: null, rating_id: null } } }, {}).rubric_assessment).toEqual({ c1: { rating_id: null, comments: null } });
  });
});

describe('whether an edit would leave the server’s grade as it is', () => {
  const graded = (grade: string | null, score: number | null, fields: Partial<Submission> = {}): Submission => ({ ...submission, grade, score, workflow_state: 'graded', ...fields });
  const points = { grading_type: 'points', points_possible: 10 };

  it('holds for the grade the server stored from it, in each grading type', () => {
    expect(leavesGradeAsIs(graded('8', 8), { posted_grade: '8' }, points)).toBe(true);
    expect(leavesGradeAsIs(graded('8', 8), { posted_grade: '80%' }, points)).toBe(true);
    expect(leavesGradeAsIs(graded('75%', 15), { posted_grade: '15' }, { grading_type: 'percent', points_possible: 20 })).toBe(true);
    expect(leavesGradeAsIs(graded('B+', 8.7), { posted_grade: 'B+' }, { grading_type: 'letter_grade', points_possible: 10 })).toBe(true);
    expect(leavesGradeAsIs(graded('complete', 5), { posted_grade: 'complete' }, { grading_type: 'pass_fail', points_possible: 5 })).toBe(true);
    expect(leavesGradeAsIs(graded(null, null, { excused: true }), { excuse: true }, points)).toBe(true);
    expect(leavesGradeAsIs(graded(null, null, { excused: true }), { posted_grade: 'EX' }, points)).toBe(true);
    expect(leavesGradeAsIs(graded('8', 8, { late_policy_status: 'missing' }), { late_policy_status: 'missing' }, points)).toBe(true);
  });

  it('fails for any other grade, score, excusal or status', () => {
    expect(leavesGradeAsIs(graded('8', 8), { posted_grade: '9' }, points)).toBe(false);
    expect(leavesGradeAsIs(graded('8', 8), { posted_grade: '90%' }, points)).toBe(false);
    expect(leavesGradeAsIs(graded('B', 8.5), { posted_grade: 'B+' }, { grading_type: 'letter_grade', points_possible: 10 })).toBe(false);
    expect(leavesGradeAsIs(graded('complete', 5), { posted_grade: 'incomplete' }, { grading_type: 'pass_fail', points_possible: 5 })).toBe(false);
    expect(leavesGradeAsIs(graded('8', 8), { excuse: true }, points)).toBe(false);
    expect(leavesGradeAsIs(graded(null, null, { excused: true }), { posted_grade: '8' }, points)).toBe(false);
    expect(leavesGradeAsIs(graded('8', 8), { late_policy_status: 'late' }, points)).toBe(false);
  });
});

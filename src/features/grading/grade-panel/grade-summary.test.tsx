// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Assignment } from '@/api/schemas/assignment';
import type { SubmissionDetail } from '@/api/schemas/submission-detail';
import { GradeSummary } from './grade-summary';

const assignment = { id: '5', name: 'Essay', grading_type: 'points', points_possible: 10 } as Assignment;
const submission = (fields: Partial<SubmissionDetail>): SubmissionDetail => ({
  id: '1', assignment_id: '5', user_id: '9', attempt: 1, submission_type: 'online_text_entry', submitted_at: '2026-03-01T10:00:00Z',
  workflow_state: 'graded', score: 8, grade: '8', excused: false, late: false, missing: false, grade_matches_current_submission: true,
  ...fields,
});

afterEach(cleanup);

describe('GradeSummary', () => {
  it('shows the server’s grade as current', () => {
    render(<GradeSummary assignment={assignment} submission={submission({})} />);
    expect(screen.getByText('Current grade: 8 (8 / 10)')).toBeTruthy();
  });

  it('calls a grade the server does not have yet pending, never current', () => {
    render(<GradeSummary assignment={assignment} submission={submission({ score: 6, grade: '6' })} pending />);
    expect(screen.getByText('Pending: 6 (6 / 10), not on the server yet')).toBeTruthy();
    expect(screen.queryByText(/Current grade/)).toBeNull();
  });

  it('says which attempt a grade was given on when the student has submitted again since', () => {
    const history = [submission({ attempt: 1, grade: '8' }), submission({ attempt: 2, grade: null, score: null, workflow_state: 'submitted' })];
    render(<GradeSummary assignment={assignment} submission={submission({ attempt: 2, grade_matches_current_submission: false, submission_history: history })} />);
    expect(screen.getByText('Current grade: 8 (8 / 10)')).toBeTruthy();
    expect(screen.getByText('Graded on attempt 1; resubmitted since (attempt 2).')).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import type { SubmissionDetail } from '@/api/schemas/submission-detail';
import { matchesRail, rowStatus } from './row-status';

const row = (fields: Partial<SubmissionDetail>): SubmissionDetail => ({
  id: '1',
  assignment_id: '5',
  user_id: '9',
  attempt: null,
  submission_type: null,
  submitted_at: null,
  workflow_state: 'unsubmitted',
  score: null,
  grade: null,
  excused: false,
  late: false,
  missing: false,
  user: { id: '9', name: 'Ada Lovelace', sortable_name: 'Lovelace, Ada' },
  ...fields,
});

const submitted = row({ submission_type: 'online_text_entry', submitted_at: '2026-03-01T10:00:00Z', workflow_state: 'submitted', attempt: 1 });
const graded = row({ ...submitted, workflow_state: 'graded', score: 8, grade: '8', grade_matches_current_submission: true });
const resubmitted = row({ ...graded, grade_matches_current_submission: false });
const excused = row({ excused: true, workflow_state: 'graded' });
const missing = row({ missing: true });
const late = row({ ...graded, late: true });

describe('rowStatus', () => {
  it('names what a grader scans for', () => {
    expect([submitted, graded, resubmitted, excused, missing, row({})].map((r) => rowStatus(r).text)).toEqual([
      'Needs grading', 'Graded: 8', 'Needs grading', 'Excused', 'Missing', 'Not submitted',
    ]);
  });
});

describe('matchesRail (the filter over loaded rows a real Canvas needs)', () => {
  it('keeps the rows of the status asked for, as the server’s grading_status[] does', () => {
    const rows = { submitted, graded, resubmitted, excused, missing, late, blank: row({}) };
    const which = (status: Parameters<typeof matchesRail>[1]) =>
      Object.entries(rows).filter(([, r]) => matchesRail(r, status, undefined)).map(([name]) => name);
    expect(which('needs_grading')).toEqual(['submitted', 'resubmitted']);
    expect(which('graded')).toEqual(['graded', 'resubmitted', 'late']);
    expect(which('late')).toEqual(['late']);
    expect(which('missing')).toEqual(['missing']);
    expect(which('excused')).toEqual(['excused']);
    expect(which('unsubmitted')).toEqual(['missing', 'blank']);
    expect(which(undefined)).toHaveLength(7);
  });

  it('searches the name and the sortable name, ignoring case', () => {
    expect(matchesRail(submitted, undefined, 'lovelace, a')).toBe(true);
    expect(matchesRail(submitted, undefined, 'ADA')).toBe(true);
    expect(matchesRail(submitted, undefined, 'grace')).toBe(false);
  });
});

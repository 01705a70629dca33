import { describe, expect, it } from 'vitest';
import { tardiness, type TardinessInput } from './submission-tardiness';

const DUE = '2026-03-01T12:00:00Z';
const NOW = Date.parse('2026-03-05T12:00:00Z');
const row = (over: Partial<TardinessInput> = {}): TardinessInput => ({
  submitted_at: null, cached_due_date: DUE, excused: null, late_policy_status: null, submission_type: null, ...over,
});

describe('tardiness (Canvas Submission::Tardiness)', () => {
  it('counts seconds late from the student’s due date to when they submitted', () => {
    expect(tardiness(row({ submitted_at: '2026-03-01T14:30:00Z', submission_type: 'online_text_entry' }), true, NOW)).toEqual({
      late: true, missing: false, seconds_late: 9000,
    });
    expect(tardiness(row({ submitted_at: DUE, submission_type: 'online_text_entry' }), true, NOW)).toEqual({ late: false, missing: false, seconds_late: 0 });
  });

  it('marks unsubmitted work past due as missing, counting until now, only when a submission is expected', () => {
    expect(tardiness(row(), true, NOW)).toEqual({ late: false, missing: true, seconds_late: 4 * 86400 });
    expect(tardiness(row(), false, NOW).missing).toBe(false);
    expect(tardiness(row(), true, Date.parse('2026-02-01T00:00:00Z'))).toEqual({ late: false, missing: false, seconds_late: 0 });
    expect(tardiness(row({ cached_due_date: null }), true, NOW)).toEqual({ late: false, missing: false, seconds_late: 0 });
  });

  it('never marks excused work late or missing', () => {
    expect(tardiness(row({ excused: 1 }), true, NOW)).toMatchObject({ late: false, missing: false });
    expect(tardiness(row({ excused: 1, late_policy_status: 'missing' }), true, NOW)).toMatchObject({ missing: false });
  });

  it('lets the grader’s status decide, with their own seconds late for "late"', () => {
    const onTime = row({ submitted_at: '2026-02-28T12:00:00Z', submission_type: 'online_upload' });
    expect(tardiness({ ...onTime, late_policy_status: 'late', seconds_late_override: 3600 }, true, NOW)).toEqual({ late: true, missing: false, seconds_late: 3600 });
    expect(tardiness({ ...onTime, late_policy_status: 'missing' }, true, NOW)).toEqual({ late: false, missing: true, seconds_late: 0 });
    expect(tardiness(row({ late_policy_status: 'none' }), true, NOW)).toEqual({ late: false, missing: false, seconds_late: 4 * 86400 });
  });

  it('gives quizzes a minute of grace', () => {
    expect(tardiness(row({ submitted_at: '2026-03-01T12:00:59Z', submission_type: 'online_quiz' }), true, NOW).late).toBe(false);
    expect(tardiness(row({ submitted_at: '2026-03-01T12:01:30Z', submission_type: 'online_quiz' }), true, NOW)).toMatchObject({ late: true, seconds_late: 30 });
  });
});

import { describe, expect, it } from 'vitest';
import type { Submission } from '@/api/schemas/submission';
import { planChanges } from './bulk-plan';

const row = (user_id: string, fields: Partial<Submission> = {}): Submission => ({
  id: `s${user_id}`, assignment_id: '1', user_id, attempt: null, submission_type: null, submitted_at: null, workflow_state: 'unsubmitted',
  score: null, grade: null, excused: false, missing: false, updated_at: `2026-01-0${user_id}T00:00:00Z`, ...fields,
});
const rows = [
  row('1', { missing: true }),
  row('2', { missing: true, score: 5, grade: '5', workflow_state: 'graded' }),
  row('3', { excused: true, missing: false }),
  row('4', { submission_type: 'online_text_entry', workflow_state: 'submitted' }),
];
const label = (r: Submission) => `Student ${r.user_id}`;
const who = (action: Parameters<typeof planChanges>[0]) => planChanges(action, rows, label).map((c) => `${c.label}: ${c.before} → ${c.after}`);

describe('planChanges: who a bulk action changes, and how', () => {
  it('gives 0 only to missing work still without a grade (a grade given stays)', () => {
    expect(who({ kind: 'missing' })).toEqual(['Student 1: – → 0']);
  });

  it('sets a default grade for the ungraded, or for everyone whose grade differs', () => {
    expect(who({ kind: 'default', grade: '8', scope: 'ungraded' })).toEqual(['Student 1: – → 8', 'Student 4: – → 8']);
    expect(who({ kind: 'default', grade: '5', scope: 'all' })).toEqual(['Student 1: – → 5', 'Student 3: Excused → 5', 'Student 4: – → 5']);
  });

  it('excuses those not yet excused, and sends each student the version previewed', () => {
    const planned = planChanges({ kind: 'excuse' }, rows, label);
    expect(planned.map((c) => c.userId)).toEqual(['1', '2', '4']);
    expect(planned[0]?.entry).toEqual({ userId: '1', excuse: true, expected_updated_at: '2026-01-01T00:00:00Z' });
  });
});

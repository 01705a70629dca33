import { describe, expect, it } from 'vitest';
import { inRailOrder } from './rail-order';
import { studentNumber } from './student-labels';

const row = (user_id: string, sortable_name: string, submitted_at: string | null = null) => ({
  user_id,
  submitted_at,
  user: { id: user_id, name: sortable_name, sortable_name },
});

// As a real Canvas answers: by user id, which follows enrolment, not the alphabet.
const byUserId = [
  row('3', 'Zeller, Ann', '2026-03-02T09:00:00Z'),
  row('7', 'abbott, Bo'),
  row('12', 'Müller, Cy', '2026-03-01T09:00:00Z'),
  row('40', 'Abbott, Bo'),
];
const ids = (rows: { user_id: string }[]) => rows.map((r) => r.user_id);

describe('the rail’s own order over rows in the server’s order', () => {
  it('by sortable name, case and accents aside, then user id', () => {
    expect(ids(inRailOrder(byUserId, 'name', '5'))).toEqual(['7', '40', '12', '3']);
    expect(ids(inRailOrder([...byUserId].reverse(), 'name', '5'))).toEqual(['7', '40', '12', '3']);
  });

  it('oldest submission first, unsubmitted last by name', () => {
    expect(ids(inRailOrder(byUserId, 'submitted_at', '5'))).toEqual(['12', '3', '7', '40']);
  });

  it('by "Student N" while names are hidden, the same whatever order the rows came in', () => {
    const expected = [...byUserId].sort((a, b) => studentNumber('5', a.user_id) - studentNumber('5', b.user_id)).map((r) => r.user_id);
    expect(ids(inRailOrder(byUserId, 'anonymous', '5'))).toEqual(expected);
    expect(ids(inRailOrder([...byUserId].reverse(), 'anonymous', '5'))).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import type { AssignmentOverride } from '@/api/schemas/assignment-override';
import { cardsFromAssignment } from './cards-from-assignment';
import type { CanvasId } from '@/api/schemas/ids';

const DENVER = 'America/Denver';
const base = { due_at: '2026-01-12T16:00:00Z', unlock_at: null, lock_at: '2026-01-20T06:59:00Z', only_visible_to_overrides: false };
const override = (fields: Partial<AssignmentOverride> & { id: CanvasId }): AssignmentOverride => ({ assignment_id: '7', title: 'x', ...fields });

describe('cardsFromAssignment', () => {
  it('shows the base dates as the everyone card, in the course time zone', () => {
    expect(cardsFromAssignment(base, [], DENVER)).toEqual([
      { key: 'everyone', assignees: [{ kind: 'everyone' }], overrideIds: [], due_at: '2026-01-12T09:00', unlock_at: '', lock_at: '2026-01-19T23:59' },
    ]);
  });

  it('has no everyone card when only overrides assign the assignment', () => {
    const cards = cardsFromAssignment({ ...base, only_visible_to_overrides: true }, [override({ id: '3', course_section_id: '9', title: 'Lab A' })], DENVER);
    expect(cards.map((card) => card.assignees)).toEqual([[{ kind: 'section', id: '9', name: 'Lab A' }]]);
  });

  it('makes one card per override, the students of one adhoc override together', () => {
    const cards = cardsFromAssignment(
      base,
      [
        override({ id: '3', course_section_id: '9', title: 'Lab A', due_at: '2026-01-13T16:00:00Z' }),
        override({ id: '4', student_ids: ['21', '22'], title: '2 students', due_at: null, unlock_at: '2026-01-10T16:00:00Z' }),
        override({ id: '5', group_id: '30', title: 'Team Kelp' }),
      ],
      'UTC',
    );
    expect(cards.slice(1)).toEqual([
      { key: 'override-3', overrideIds: ['3'], assignees: [{ kind: 'section', id: '9', name: 'Lab A' }], due_at: '2026-01-13T16:00', unlock_at: '', lock_at: '' },
      {
        key: 'override-4',
        overrideIds: ['4'],
        assignees: [
          { kind: 'student', id: '21', name: '' },
          { kind: 'student', id: '22', name: '' },
        ],
        due_at: '',
        unlock_at: '2026-01-10T16:00',
        lock_at: '',
      },
      { key: 'override-5', overrideIds: ['5'], assignees: [{ kind: 'group', id: '30', name: 'Team Kelp' }], due_at: '', unlock_at: '', lock_at: '' },
    ]);
  });

  it('skips overrides whose target has no card (newer Canvas course and noop overrides)', () => {
    expect(cardsFromAssignment(base, [override({ id: '8', noop_id: '1', title: 'Mastery Paths' })], DENVER)).toHaveLength(1);
  });
});

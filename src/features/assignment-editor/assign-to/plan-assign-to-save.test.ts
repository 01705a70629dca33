import { describe, expect, it } from 'vitest';
import type { AssignmentOverride } from '@/api/schemas/assignment-override';
import type { AssignToCard } from './assign-to-model';
import { cardsFromAssignment } from './cards-from-assignment';
import { isEmptyPlan, planAssignToSave } from './plan-assign-to-save';

const TZ = 'America/Denver';
const assignment = { due_at: '2026-01-12T16:00:00Z', unlock_at: null, lock_at: null, only_visible_to_overrides: false };
const overrides: AssignmentOverride[] = [
  { id: '3', assignment_id: '7', title: 'Lab A', course_section_id: '9', due_at: '2026-01-13T16:00:00Z' },
  { id: '4', assignment_id: '7', title: '2 students', student_ids: ['21', '22'], due_at: '2026-01-14T16:00:00Z', lock_at: null },
];
const loaded = () => cardsFromAssignment(assignment, overrides, TZ);
const edit = (cards: AssignToCard[], key: string, change: Partial<AssignToCard>) =>
  cards.map((card) => (card.key === key ? { ...card, ...change } : card));
const NO_DATES = { due_at: null, unlock_at: null, lock_at: null };

describe('planAssignToSave', () => {
  it('sends nothing when nothing changed', () => {
    expect(isEmptyPlan(planAssignToSave(loaded(), loaded(), TZ))).toBe(true);
  });

  it('sends only the base date that changed, as a UTC instant', () => {
    const plan = planAssignToSave(loaded(), edit(loaded(), 'everyone', { due_at: '2026-01-12T10:30' }), TZ);
    expect(plan).toEqual({ base: { due_at: '2026-01-12T17:30:00Z' }, creates: [], updates: [], deletes: [] });
  });

  it('resends every date of an override it updates, null for none, since an update replaces', () => {
    const plan = planAssignToSave(loaded(), edit(loaded(), 'override-3', { lock_at: '2026-01-20T23:59' }), TZ);
    expect(plan.updates).toEqual([
      { id: '3', cardKey: 'override-3', fields: { due_at: '2026-01-13T16:00:00Z', unlock_at: null, lock_at: '2026-01-21T06:59:00Z' } },
    ]);
    expect(plan.creates).toEqual([]);
  });

  it('updates the students of an adhoc override in place', () => {
    const cards = edit(loaded(), 'override-4', { assignees: [{ kind: 'student', id: '21', name: 'Ann' }, { kind: 'student', id: '25', name: 'Bo' }] });
    expect(planAssignToSave(loaded(), cards, TZ).updates).toEqual([
      { id: '4', cardKey: 'override-4', fields: { student_ids: ['21', '25'], due_at: '2026-01-14T16:00:00Z', unlock_at: null, lock_at: null } },
    ]);
  });

  it('deletes the override of a removed card', () => {
    const plan = planAssignToSave(loaded(), loaded().filter((card) => card.key !== 'override-3'), TZ);
    expect(plan).toEqual({ base: {}, creates: [], updates: [], deletes: ['3'] });
  });

  it('replaces a section by another with a delete and a create (an override keeps its target)', () => {
    const plan = planAssignToSave(loaded(), edit(loaded(), 'override-3', { assignees: [{ kind: 'section', id: '10', name: 'Lab B' }] }), TZ);
    expect(plan.deletes).toEqual(['3']);
    expect(plan.creates).toEqual([{ cardKey: 'override-3', fields: { course_section_id: '10', due_at: '2026-01-13T16:00:00Z', unlock_at: null, lock_at: null } }]);
  });

  it('keeps a section override that moved to another card, updating its dates', () => {
    const cards: AssignToCard[] = [
      ...loaded().filter((card) => card.key !== 'override-3'),
      { key: 'new-card', overrideIds: [], assignees: [{ kind: 'section', id: '9', name: 'Lab A' }], due_at: '', unlock_at: '', lock_at: '' },
    ];
    const plan = planAssignToSave(loaded(), cards, TZ);
    expect(plan.deletes).toEqual([]);
    expect(plan.updates).toEqual([{ id: '3', cardKey: 'new-card', fields: NO_DATES }]);
  });

  it('saves a new card with a section and two students as one section override and one adhoc override', () => {
    const card: AssignToCard = {
      key: 'new-card',
      overrideIds: [],
      assignees: [
        { kind: 'student', id: '31', name: 'Cy' },
        { kind: 'section', id: '11', name: 'Lab C' },
        { kind: 'student', id: '32', name: 'Di' },
      ],
      due_at: '2026-02-01T09:00',
      unlock_at: '',
      lock_at: '',
    };
    const plan = planAssignToSave(loaded(), [...loaded(), card], TZ);
    const dates = { due_at: '2026-02-01T16:00:00Z', unlock_at: null, lock_at: null };
    expect(plan.creates).toEqual([
      { cardKey: 'new-card', fields: { course_section_id: '11', ...dates } },
      { cardKey: 'new-card', fields: { student_ids: ['31', '32'], ...dates } },
    ]);
    expect(plan.updates).toEqual([]);
  });

  it('saves a group card as a group override', () => {
    const card: AssignToCard = { key: 'g', overrideIds: [], assignees: [{ kind: 'group', id: '40', name: 'Kelp' }], due_at: '', unlock_at: '', lock_at: '' };
    expect(planAssignToSave(loaded(), [...loaded(), card], TZ).creates).toEqual([{ cardKey: 'g', fields: { group_id: '40', ...NO_DATES } }]);
  });

  it('makes the assignment visible only to its overrides when the everyone card goes, leaving its dates', () => {
    const plan = planAssignToSave(loaded(), loaded().filter((card) => card.key !== 'everyone'), TZ);
    expect(plan).toEqual({ base: { only_visible_to_overrides: true }, creates: [], updates: [], deletes: [] });
  });

  it('assigns everyone again with the new card’s dates', () => {
    const before = cardsFromAssignment({ ...assignment, only_visible_to_overrides: true }, overrides, TZ);
    const everyone: AssignToCard = { key: 'e', overrideIds: [], assignees: [{ kind: 'everyone' }], due_at: '2026-03-01T09:00', unlock_at: '', lock_at: '' };
    expect(planAssignToSave(before, [...before, everyone], TZ).base).toEqual({
      only_visible_to_overrides: false,
      due_at: '2026-03-01T16:00:00Z',
      unlock_at: null,
      lock_at: null,
    });
  });

  it('clears a base date the user emptied', () => {
    expect(planAssignToSave(loaded(), edit(loaded(), 'everyone', { due_at: '' }), TZ).base).toEqual({ due_at: null });
  });
});

describe('planAssignToSave, students moving between adhoc overrides', () => {
  it('sends the update that takes a student off first, so the other may take them', () => {
    const two: AssignmentOverride[] = [
      { id: '5', assignment_id: '7', title: 'a', student_ids: ['31'], due_at: '2026-01-14T16:00:00Z' },
      { id: '6', assignment_id: '7', title: 'b', student_ids: ['32', '33'], due_at: '2026-01-15T16:00:00Z' },
    ];
    const before = cardsFromAssignment(assignment, two, TZ);
    const after = before.map((card) => {
      if (card.key === 'override-5') return { ...card, assignees: [...card.assignees, { kind: 'student' as const, id: '33', name: 'Moved' }] };
      if (card.key === 'override-6') return { ...card, assignees: card.assignees.filter((a) => a.kind !== 'student' || a.id !== '33') };
      return card;
    });
    expect(planAssignToSave(before, after, TZ).updates.map((update) => [update.id, update.fields.student_ids])).toEqual([
      ['6', ['32']],
      ['5', ['31', '33']],
    ]);
  });
});

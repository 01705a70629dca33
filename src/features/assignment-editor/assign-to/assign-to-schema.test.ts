import { describe, expect, it } from 'vitest';
import type { AssignToCard } from './assign-to-model';
import { assignToCardSchema, assignToCardsSchema } from './assign-to-schema';

const card = (change: Partial<AssignToCard> = {}): AssignToCard => ({
  key: 'c',
  overrideIds: [],
  assignees: [{ kind: 'everyone' }],
  due_at: '2026-01-12T09:00',
  unlock_at: '2026-01-10T09:00',
  lock_at: '2026-01-14T09:00',
  ...change,
});

function issues(value: unknown, schema: typeof assignToCardSchema | typeof assignToCardsSchema = assignToCardSchema) {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('assignToCardSchema', () => {
  it('accepts dates in Canvas’s order, and cards without dates', () => {
    expect(issues(card())).toEqual([]);
    expect(issues(card({ due_at: '', unlock_at: '', lock_at: '' }))).toEqual([]);
    expect(issues(card({ unlock_at: '2026-01-12T09:00', lock_at: '2026-01-12T09:00' }))).toEqual([]);
  });

  it('names Due when it falls before Available from', () => {
    expect(issues(card({ due_at: '2026-01-09T09:00' }))).toEqual([{ path: 'due_at', message: 'Due must not be before Available from.' }]);
  });

  it('names Until when it falls before Due', () => {
    expect(issues(card({ lock_at: '2026-01-11T09:00' }))).toEqual([{ path: 'lock_at', message: 'Until must not be before Due.' }]);
  });

  it('compares Until with Available from when there is no due date', () => {
    expect(issues(card({ due_at: '', lock_at: '2026-01-09T09:00' }))).toEqual([{ path: 'lock_at', message: 'Until must not be before Available from.' }]);
  });

  it('compares minutes, not characters', () => {
    expect(issues(card({ unlock_at: '2026-01-12T09:00:30', due_at: '2026-01-12T09:00' }))).toEqual([
      { path: 'due_at', message: 'Due must not be before Available from.' },
    ]);
  });

  it('wants at least one assignee', () => {
    expect(issues(card({ assignees: [] }))).toEqual([
      { path: 'assignees', message: 'Assign to: choose at least one student, section, group or everyone.' },
    ]);
  });

  it('refuses a value that is not a date and time, naming the field', () => {
    expect(issues(card({ unlock_at: '2026-01-10' }))).toEqual([{ path: 'unlock_at', message: 'Available from must be a date and time.' }]);
  });
});

describe('assignToCardsSchema', () => {
  it('refuses an assignee on two cards, on the later card', () => {
    const section = { kind: 'section', id: '9', name: 'Lab A' } as const;
    const cards = [card({ key: 'a', assignees: [section] }), card({ key: 'b', assignees: [{ kind: 'student', id: '9', name: 'Nine' }, section] })];
    expect(issues(cards, assignToCardsSchema)).toEqual([{ path: '1.assignees', message: 'Assign to: each assignee may be on one card only.' }]);
  });
});

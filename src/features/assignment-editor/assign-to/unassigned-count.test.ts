import { describe, expect, it } from 'vitest';
import type { Assignee, AssignToCard } from './assign-to-model';
import { unassignedStudentCount, type Headcounts } from './unassigned-count';

const counts: Headcounts = {
  courseStudents: 40,
  sectionStudents: new Map([
    ['1', 15],
    ['2', 25],
  ]),
  groupMembers: new Map([['7', 4]]),
};
const card = (...assignees: Assignee[]): AssignToCard => ({ key: 'k', overrideIds: [], assignees, due_at: '', unlock_at: '', lock_at: '' });

describe('unassignedStudentCount', () => {
  it('is every student when no card remains', () => {
    expect(unassignedStudentCount([], counts)).toBe(40);
  });

  it('subtracts the students of sections, the members of groups and each chosen student', () => {
    const cards = [card({ kind: 'section', id: '1', name: 'A' }), card({ kind: 'group', id: '7', name: 'G' }, { kind: 'student', id: '99', name: 'S' })];
    expect(unassignedStudentCount(cards, counts)).toBe(40 - 15 - 4 - 1);
  });

  it('is none while a card still holds everyone', () => {
    expect(unassignedStudentCount([card({ kind: 'everyone' })], counts)).toBe(0);
  });

  it('never goes below none, and counts an unknown section as empty', () => {
    const cards = [card({ kind: 'section', id: '1', name: 'A' }, { kind: 'section', id: '2', name: 'B' }, { kind: 'student', id: '5', name: 'S' })];
    expect(unassignedStudentCount(cards, counts)).toBe(0);
    expect(unassignedStudentCount([card({ kind: 'section', id: '3', name: 'C' })], counts)).toBe(40);
  });
});

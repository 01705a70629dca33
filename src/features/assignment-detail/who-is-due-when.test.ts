import { describe, expect, it } from 'vitest';
import type { AssignmentOverride } from '@/api/schemas/assignment-override';
import { filterByName, sourceLabel, whoIsDueWhen, type Student, type WhoIsDueWhenInput } from './who-is-due-when';
import type { CanvasId } from '@/api/schemas/ids';

const entry = (due_at: string | null) => ({ due_at, grading_period_id: null, in_closed_grading_period: false });
const BASE = '2026-11-20T23:59:00Z';
const SECTION_DATE = '2026-11-22T23:59:00Z';
const OWN_DATE = '2026-11-25T23:59:00Z';

const roster: Student[] = [
  { id: '1', name: 'Ana Lima', sectionIds: ['10'] },
  { id: '2', name: 'Ben Okoro', sectionIds: ['10'] },
  { id: '3', name: 'Cleo Park', sectionIds: ['11'] },
  { id: '4', name: 'Dev Shah', sectionIds: ['11'] },
  { id: '5', name: 'Eve Ross', sectionIds: ['12'] },
];

const override = (fields: Partial<AssignmentOverride> & { id: CanvasId; title: string }): AssignmentOverride => ({ assignment_id: '7', ...fields });

const sectionOverride = override({ id: '100', title: 'Lab A', course_section_id: '10', due_at: SECTION_DATE });
// Ben is in Lab A too, and his own later date wins (the server resolved it; the source must follow).
const studentOverride = override({ id: '101', title: '1 student', student_ids: ['2'], due_at: OWN_DATE });

function input(overrides: Partial<WhoIsDueWhenInput> = {}): WhoIsDueWhenInput {
  return {
    dates: { '1': entry(SECTION_DATE), '2': entry(OWN_DATE), '3': entry(BASE), '4': entry(BASE), '5': entry(null) },
    overrides: [sectionOverride, studentOverride],
    students: new Map(roster.map((student) => [student.id, student])),
    groupMembers: new Map(),
    ...overrides,
  };
}

describe('whoIsDueWhen', () => {
  it('groups students by their effective date, earliest first and "no due date" last', () => {
    const groups = whoIsDueWhen(input());
    expect(groups.map((group) => [group.dueAt, group.students.map((student) => student.name)])).toEqual([
      [BASE, ['Cleo Park', 'Dev Shah']],
      [SECTION_DATE, ['Ana Lima']],
      [OWN_DATE, ['Ben Okoro']],
      [null, ['Eve Ross']],
    ]);
  });

  it('names where each date comes from: everyone, the section, the student override', () => {
    const labels = whoIsDueWhen(input()).map((group) => group.sources.map(sourceLabel));
    expect(labels).toEqual([['Everyone'], ['Section: Lab A'], ['Individual: 1 student'], ['Everyone']]);
  });

  it('treats the same instant written with another offset as one date', () => {
    const groups = whoIsDueWhen(input({ dates: { '3': entry(BASE), '4': entry('2026-11-20T16:59:00-07:00') } }));
    expect(groups).toHaveLength(1);
    expect(groups[0]?.students).toHaveLength(2);
  });

  it('credits a group override to its members only', () => {
    const groupOverride = override({ id: '102', title: 'Team Kelp', group_id: '50', due_at: OWN_DATE });
    const groups = whoIsDueWhen(
      input({
        dates: { '3': entry(OWN_DATE), '4': entry(BASE) },
        overrides: [groupOverride],
        groupMembers: new Map([['50', ['3']]]),
      }),
    );
    expect(groups.map((group) => [group.students.map((s) => s.id), group.sources.map(sourceLabel)])).toEqual([
      [['4'], ['Everyone']],
      [['3'], ['Group: Team Kelp']],
    ]);
  });

  it('ignores an override that does not set a due date, and names unknown students by id', () => {
    const lockOnly = override({ id: '103', title: 'Lab B', course_section_id: '11', lock_at: OWN_DATE });
    const [group] = whoIsDueWhen(input({ dates: { '3': entry(BASE), '99': entry(BASE) }, overrides: [lockOnly] }));
    expect(group?.sources.map(sourceLabel)).toEqual(['Everyone']);
    expect(group?.students.map((s) => s.name)).toEqual(['Cleo Park', 'Student 99']);
  });

  it('answers nothing for an assignment nobody is assigned', () => {
    expect(whoIsDueWhen(input({ dates: undefined }))).toEqual([]);
  });
});

describe('filterByName', () => {
  it('keeps matching students and drops groups left empty', () => {
    const groups = filterByName(whoIsDueWhen(input()), '  o ');
    expect(groups.map((group) => group.students.map((student) => student.name))).toEqual([['Cleo Park'], ['Ben Okoro'], ['Eve Ross']]);
    expect(filterByName(whoIsDueWhen(input()), 'zzz')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { collapseDates, effectiveDueDates, type Assignees, type DueDateAssignment, type DueDateOverride } from './effective-due-dates';

const BASE = '2026-03-10T23:59:00Z';
const EARLY = '2026-03-05T23:59:00Z';
const LATE = '2026-03-20T23:59:00Z';

const assignment = (over: Partial<DueDateAssignment> = {}): DueDateAssignment => ({
  id: 1, due_at: BASE, lock_at: null, unlock_at: null, only_visible_to_overrides: 0, group_category_id: null, ...over,
});

let nextId = 100;
const override = (over: Partial<DueDateOverride> & Pick<DueDateOverride, 'set_type'>): DueDateOverride => ({
  id: nextId++, assignment_id: 1, set_id: null, due_at: null, due_at_overridden: 0,
  lock_at: null, lock_at_overridden: 0, unlock_at: null, unlock_at_overridden: 0, ...over,
});

/** Students 1–4; 1 and 2 in section 10, 3 in section 20; 2 and 4 in group 7 of set 5. */
const assignees = (adhoc: [number, number[]][] = []): Assignees => ({
  students: new Set([1, 2, 3, 4]),
  sectionStudents: new Map([[10, [1, 2]], [20, [3]]]),
  groups: new Map([[7, { categoryId: 5, members: [2, 4] }]]),
  adhocStudents: new Map(adhoc),
});

const datesOf = (result: Map<number, Map<number, string | null>>, id = 1) => Object.fromEntries(result.get(id) ?? []);

describe('effectiveDueDates (lib/effective_due_dates.rb)', () => {
  it('gives every student the base date when nothing overrides it', () => {
    expect(datesOf(effectiveDueDates([assignment()], [], assignees()))).toEqual({ 1: BASE, 2: BASE, 3: BASE, 4: BASE });
  });

  it('lets a student override beat the base date, even an earlier one', () => {
    const o = override({ set_type: 'ADHOC', due_at: EARLY, due_at_overridden: 1 });
    expect(datesOf(effectiveDueDates([assignment()], [o], assignees([[o.id, [3]]])))).toMatchObject({ 3: EARLY, 1: BASE });
  });

  it('applies section and group overrides to their members', () => {
    const section = override({ set_type: 'CourseSection', set_id: 20, due_at: LATE, due_at_overridden: 1 });
    const group = override({ set_type: 'Group', set_id: 7, due_at: EARLY, due_at_overridden: 1 });
    const result = datesOf(effectiveDueDates([assignment({ group_category_id: 5 })], [section, group], assignees()));
    expect(result).toEqual({ 1: BASE, 2: EARLY, 3: LATE, 4: EARLY });
  });

  it('ignores a group override whose group is not in the assignment’s group set', () => {
    const group = override({ set_type: 'Group', set_id: 7, due_at: EARLY, due_at_overridden: 1 });
    expect(datesOf(effectiveDueDates([assignment({ group_category_id: 6 })], [group], assignees()))).toMatchObject({ 2: BASE });
  });

  it('takes the latest date when several overrides apply, and a null due date counts as latest', () => {
    const section = override({ set_type: 'CourseSection', set_id: 10, due_at: LATE, due_at_overridden: 1 });
    const adhoc = override({ set_type: 'ADHOC', due_at: EARLY, due_at_overridden: 1 });
    const group = override({ set_type: 'Group', set_id: 7, due_at: null, due_at_overridden: 1 });
    const result = datesOf(effectiveDueDates([assignment({ group_category_id: 5 })], [section, adhoc, group], assignees([[adhoc.id, [1, 2]]])));
    expect(result).toEqual({ 1: LATE, 2: null, 3: BASE, 4: null });
  });

  it('keeps the base date for an override that does not override due_at', () => {
    const o = override({ set_type: 'ADHOC', lock_at: LATE, lock_at_overridden: 1 });
    const result = effectiveDueDates([assignment({ only_visible_to_overrides: 1 })], [o], assignees([[o.id, [4]]]));
    expect(datesOf(result)).toEqual({ 4: BASE });
  });

  it('leaves out students no override covers when only_visible_to_overrides', () => {
    const o = override({ set_type: 'CourseSection', set_id: 10, due_at: LATE, due_at_overridden: 1 });
    const result = effectiveDueDates([assignment({ only_visible_to_overrides: 1 })], [o], assignees());
    expect(datesOf(result)).toEqual({ 1: LATE, 2: LATE });
  });

  it('counts only the course’s students among override targets', () => {
    const o = override({ set_type: 'ADHOC', due_at: LATE, due_at_overridden: 1 });
    const result = effectiveDueDates([assignment({ only_visible_to_overrides: 1 })], [o], assignees([[o.id, [1, 99]]]));
    expect(datesOf(result)).toEqual({ 1: LATE });
  });

  // How fast this is for 3,000 students is `npm run bench`'s figure ("effective due dates, 3,000 students").
  it('resolves every student of a 3,000-student course with section overrides on 12 assignments', () => {
    const students = Array.from({ length: 3000 }, (_, i) => i + 1);
    const big: Assignees = {
      students: new Set(students),
      sectionStudents: new Map([[10, students.slice(0, 1500)]]),
      groups: new Map(),
      adhocStudents: new Map(),
    };
    const assignments = Array.from({ length: 12 }, (_, i) => assignment({ id: i + 1 }));
    const overrides = assignments.map((a) => override({ assignment_id: a.id, set_type: 'CourseSection', set_id: 10, due_at: LATE, due_at_overridden: 1 }));
    const result = effectiveDueDates(assignments, overrides, big);
    expect([...result.keys()]).toEqual(assignments.map((a) => a.id));
    for (const dates of result.values()) expect(dates.size).toBe(3000);
    expect(result.get(12)?.get(1)).toBe(LATE);
    expect(result.get(12)?.get(1500)).toBe(LATE);
    expect(result.get(12)?.get(1501)).toBe(BASE);
    expect(result.get(12)?.get(3000)).toBe(BASE);
  });
});

describe('collapseDates (AssignmentOverrideApplicator)', () => {
  it('takes the latest lock date and the earliest unlock date, base dates where nothing overrides', () => {
    const a = override({ set_type: 'ADHOC', lock_at: EARLY, lock_at_overridden: 1, unlock_at: EARLY, unlock_at_overridden: 1 });
    const b = override({ set_type: 'ADHOC', lock_at: LATE, lock_at_overridden: 1, unlock_at: LATE, unlock_at_overridden: 1 });
    expect(collapseDates(assignment(), [a, b])).toEqual({ due_at: BASE, lock_at: LATE, unlock_at: EARLY });
  });
});

import { groupBy, pushTo } from '../../lib/group-by';
import type { AssignmentRow, OverrideRow } from './assignment-row';

/**
 * Who is assigned an assignment and when it is due for them, after overrides — Canvas's
 * `lib/effective_due_dates.rb` and the date collapsing of `AssignmentOverrideApplicator`.
 * Pure: the caller loads the inputs once (effective-due-dates.store.ts) and may resolve many assignments.
 *
 * Rules, as Canvas's query has them:
 * - Candidates for a student: every active override that targets them (ADHOC: listed; CourseSection: a
 *   student enrollment in the section that is not rejected, deleted or inactive; Group: an accepted member
 *   of a live group in the assignment's group set), plus "everyone else" (the base dates) unless the
 *   assignment is only_visible_to_overrides. No candidate → not assigned, so the student is absent.
 * - due_at: among candidate overrides that override due_at, the latest wins and a null (no due date)
 *   counts as later than any date; if none overrides due_at, the base due_at applies — even when an
 *   override targets the student, since an override that does not override due_at inherits it.
 * - lock_at likewise (latest, null = never locks); unlock_at the earliest (null = unlocked).
 */

export type DueDateAssignment = Pick<
  AssignmentRow,
  'id' | 'due_at' | 'lock_at' | 'unlock_at' | 'only_visible_to_overrides' | 'group_category_id'
>;

export type DueDateOverride = Pick<
  OverrideRow,
  | 'id' | 'assignment_id' | 'set_type' | 'set_id' | 'due_at' | 'due_at_overridden'
  | 'lock_at' | 'lock_at_overridden' | 'unlock_at' | 'unlock_at_overridden'
>;

/** The course's students and the sets that overrides can target. */
export type Assignees = {
  /** Users with a student or test-student enrollment that is not rejected or deleted. */
  students: Set<number>;
  /** Section id → students whose enrollment there is not rejected, deleted or inactive. */
  sectionStudents: Map<number, number[]>;
  /** Live group id → its group set and accepted members. */
  groups: Map<number, { categoryId: number; members: number[] }>;
  /** ADHOC override id → its students. */
  adhocStudents: Map<number, number[]>;
};

export type StudentDates = { due_at: string | null; lock_at: string | null; unlock_at: string | null };

/** Students the override targets, limited to the course's students. */
function overrideTargets(override: DueDateOverride, assignment: DueDateAssignment, assignees: Assignees): number[] {
  let targets: number[] = [];
  if (override.set_type === 'ADHOC') targets = assignees.adhocStudents.get(override.id) ?? [];
  else if (override.set_type === 'CourseSection' && override.set_id !== null) {
    targets = assignees.sectionStudents.get(override.set_id) ?? [];
  } else if (override.set_type === 'Group' && override.set_id !== null) {
    const group = assignees.groups.get(override.set_id);
    if (group && group.categoryId === assignment.group_category_id) targets = group.members;
  }
  return targets.filter((id) => assignees.students.has(id));
}

/** Every assigned student of one assignment with the overrides that apply to them (possibly none). */
export function applicableOverrides<O extends DueDateOverride>(
  assignment: DueDateAssignment,
  overrides: O[],
  assignees: Assignees,
): Map<number, O[]> {
  const byStudent = new Map<number, O[]>();
  if (!assignment.only_visible_to_overrides) for (const id of assignees.students) byStudent.set(id, []);
  for (const override of overrides) {
    if (override.assignment_id !== assignment.id) continue;
    for (const studentId of overrideTargets(override, assignment, assignees)) {
      pushTo(byStudent, studentId, override);
    }
  }
  return byStudent;
}

const time = (value: string) => Date.parse(value);

/** The value among overridden ones that is latest (null = later than everything), or undefined if none. */
function latest(values: (string | null)[]): string | null | undefined {
  if (values.length === 0) return undefined;
  if (values.includes(null)) return null;
  return (values as string[]).reduce((a, b) => (time(b) > time(a) ? b : a));
}

function earliest(values: (string | null)[]): string | null | undefined {
  if (values.length === 0) return undefined;
  if (values.includes(null)) return null;
  return (values as string[]).reduce((a, b) => (time(b) < time(a) ? b : a));
}

/** One student's dates given the overrides that apply to them; base dates fill what no override sets. */
export function collapseDates(assignment: DueDateAssignment, applicable: DueDateOverride[]): StudentDates {
  const due = latest(applicable.filter((o) => o.due_at_overridden).map((o) => o.due_at));
  const lock = latest(applicable.filter((o) => o.lock_at_overridden).map((o) => o.lock_at));
  const unlock = earliest(applicable.filter((o) => o.unlock_at_overridden).map((o) => o.unlock_at));
  return {
    due_at: due === undefined ? assignment.due_at : due,
    lock_at: lock === undefined ? assignment.lock_at : lock,
    unlock_at: unlock === undefined ? assignment.unlock_at : unlock,
  };
}

/** Assignment id → assigned student id → that student's effective due date. */
export function effectiveDueDates(
  assignments: DueDateAssignment[],
  overrides: DueDateOverride[],
  assignees: Assignees,
): Map<number, Map<number, string | null>> {
  const byAssignment = groupBy(overrides, (override) => override.assignment_id);
  const result = new Map<number, Map<number, string | null>>();
  for (const assignment of assignments) {
    const dates = new Map<number, string | null>();
    const applicable = applicableOverrides(assignment, byAssignment.get(assignment.id) ?? [], assignees);
    for (const [studentId, list] of applicable) dates.set(studentId, collapseDates(assignment, list).due_at);
    result.set(assignment.id, dates);
  }
  return result;
}

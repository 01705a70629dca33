import { ASSIGNMENT_GROUPS, BIOLOGY_ASSIGNMENTS, type AssignmentSpec } from './assignment-specs';
import { DEMO_IDS } from './demo-ids';
import type { SeedContext } from './seed-context';
import type { Roster } from './seed-roster';

export type SeededAssignment = {
  id: number;
  spec: AssignmentSpec;
  dueAt: string | null;
  overrides: { dueAt: string; applies(userId: number): boolean }[];
};

/**
 * A student's effective due date, or undefined when the assignment is not assigned to them.
 * Overrides replace the base date for their students; with several, Canvas picks the latest.
 */
export function dueFor(assignment: SeededAssignment, userId: number): string | null | undefined {
  const dates = assignment.overrides.filter((o) => o.applies(userId)).map((o) => o.dueAt);
  if (dates.length > 0) return dates.sort().at(-1);
  return assignment.spec.onlyVisibleToOverrides ? undefined : assignment.dueAt;
}

type OverrideTarget =
  | { type: 'ADHOC'; students: number[] }
  | { type: 'CourseSection'; sectionId: number; title: string }
  | { type: 'Group'; groupId: number; title: string };

const ids = DEMO_IDS.biology;

export function seedAssignments(ctx: SeedContext, roster: Roster): SeededAssignment[] {
  const { insert, clock } = ctx;
  const course = DEMO_IDS.courses.biology;
  const createdAt = clock.rel(-48);
  ASSIGNMENT_GROUPS.forEach((group, i) =>
    insert('assignment_groups', {
      id: ids.assignmentGroups[group.key],
      course_id: course,
      name: group.name,
      position: i + 1,
      group_weight: group.weight,
      rules: group.rules,
      created_at: createdAt,
      updated_at: createdAt,
    }),
  );

  const positions = new Map<string, number>();
  const seeded = BIOLOGY_ASSIGNMENTS.map((spec): SeededAssignment => {
    const position = (positions.get(spec.group) ?? 0) + 1;
    positions.set(spec.group, position);
    const dueAt = spec.dueDays === null ? null : clock.due(spec.dueDays);
    const id = insert('assignments', {
      id: ids.assignments[spec.key],
      course_id: course,
      assignment_group_id: ids.assignmentGroups[spec.group],
      name: spec.name,
      description: spec.description,
      position,
      points_possible: spec.points,
      grading_type: spec.gradingType,
      submission_types: JSON.stringify(spec.submissionTypes),
      allowed_extensions: spec.allowedExtensions ? JSON.stringify(spec.allowedExtensions) : null,
      due_at: dueAt,
      lock_at: spec.lockDays === undefined ? null : clock.due(spec.lockDays),
      unlock_at: spec.unlockDays === undefined ? null : clock.startOfDay(spec.unlockDays),
      workflow_state: spec.published ? 'published' : 'unpublished',
      only_visible_to_overrides: spec.onlyVisibleToOverrides ? 1 : 0,
      group_category_id: spec.groupAssignment ? ids.labGroupCategory : null,
      post_manually: spec.postManually ? 1 : 0,
      created_at: createdAt,
      updated_at: spec.published ? clock.rel(-40) : clock.rel(-5),
    });
    return { id, spec, dueAt, overrides: [] };
  });

  const byKey = (key: AssignmentSpec['key']) => seeded.find((a) => a.spec.key === key) as SeededAssignment;
  const s = roster.students;
  // An extension for two students, a later date for the online section, a group extension,
  // and an honors-only problem set that nobody else is assigned.
  const override = (key: AssignmentSpec['key'], target: OverrideTarget, dueDays: number) =>
    addOverride(ctx, roster, byKey(key), target, dueDays);
  override('evolutionDiscussion', { type: 'ADHOC', students: pickStudents(s, [5, 11]) }, 4);
  override('dissectionLab', { type: 'CourseSection', sectionId: ids.sections[2], title: 'Section 3 (Online)' }, 10);
  override('osmosisReport', { type: 'Group', groupId: ids.labGroups[1], title: 'Lab Group 2' }, 2);
  override('geneticsHonors', { type: 'ADHOC', students: pickStudents(s, [2, 6, 9, 14, 20, 27]) }, 11);
  // The osmosis report also has a section and a student override, each on its own date, so "who is due when"
  // shows all three kinds at once (the group override above is the latest, so it wins for its members).
  override('osmosisReport', { type: 'CourseSection', sectionId: ids.sections[1], title: 'Section 2 (TTh 11am)' }, -5);
  override('osmosisReport', { type: 'ADHOC', students: pickStudents(s, [4, 13]) }, -3);
  return seeded;
}

function pickStudents(students: number[], indexes: number[]): number[] {
  return indexes.map((i) => students[i] ?? 0);
}

function addOverride(
  ctx: SeedContext,
  roster: Roster,
  assignment: SeededAssignment,
  target: OverrideTarget,
  dueDays: number,
): void {
  const { insert, clock } = ctx;
  const dueAt = clock.due(dueDays);
  const createdAt = clock.rel(-15);
  const title = target.type === 'ADHOC' ? `${target.students.length} students` : target.title;
  const setId = target.type === 'CourseSection' ? target.sectionId : target.type === 'Group' ? target.groupId : null;
  const overrideId = insert('assignment_overrides', {
    assignment_id: assignment.id,
    title,
    set_type: target.type,
    set_id: setId,
    due_at: dueAt,
    due_at_overridden: 1,
    // Canvas marks 11:59pm local due times as all-day.
    all_day: 1,
    all_day_date: clock.localDate(dueAt),
    created_at: createdAt,
    updated_at: createdAt,
  });
  if (target.type === 'ADHOC') {
    for (const userId of target.students) {
      const row = { assignment_override_id: overrideId, assignment_id: assignment.id, user_id: userId };
      insert('assignment_override_students', row);
    }
  }
  const applies = (userId: number): boolean =>
    target.type === 'ADHOC'
      ? target.students.includes(userId)
      : target.type === 'CourseSection'
        ? roster.sectionOf.get(userId) === target.sectionId
        : roster.groupOf.get(userId) === target.groupId;
  assignment.overrides.push({ dueAt, applies });
}

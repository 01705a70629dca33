import type { AppContext } from '../../canvas/context';
import type { CourseAccess } from '../../canvas/permissions';
import type { CourseRow } from '../courses/course-row';
import type { AssignmentJsonOptions } from './assignment.serialize';
import type { AssignmentRow } from './assignment-row';
import { groupByAssignment, listActiveAssignments, listActiveOverrides, loadAssignees } from './assignments.store';
import { applicableOverrides, collapseDates } from './effective-due-dates';
import { observedStudentIds } from '../overrides/overrides.store';
import { prepared } from '../../db/statements';

export type VisibleAssignment = { assignment: AssignmentRow; options: AssignmentJsonOptions };

/** Canvas orders by assignment group position, then position within the group. */
const byGroupThenPosition = (positions: Map<number, number>) => (a: AssignmentRow, b: AssignmentRow) =>
  (positions.get(a.assignment_group_id) ?? 0) - (positions.get(b.assignment_group_id) ?? 0) ||
  a.position - b.position ||
  a.id - b.id;

/** Assignment managers (and course admins reading as admins) see every assignment, its overrides and base dates. */
export const managesAssignments = (access: CourseAccess) => access.rights.has('manage_assignments') || access.rights.has('read_as_admin');

/** Whose assignments a list shows: the caller's own, or (the user form) a student's, seen as that student. */
export type Viewer = { id: number; manages: boolean };

/** The learners whose assignments a non-manager sees: themself and the students they observe in the course. */
function learnersOf(c: AppContext, courseId: number, viewerId: number): number[] {
  return [viewerId, ...observedStudentIds(c.get('deps').db, courseId, viewerId)];
}

/**
 * The course's assignments as the viewer may see them, in Canvas's order, each with its JSON options: managers
 * see everything that is not deleted; anyone else the published assignments assigned to them (or to a student
 * they observe), with their own dates. An observer of nobody sees what is assigned to everyone.
 */
export function visibleAssignments(
  c: AppContext,
  course: CourseRow,
  access: CourseAccess,
  includes: Set<string>,
  viewer: Viewer = { id: c.get('caller').id, manages: managesAssignments(access) },
): VisibleAssignment[] {
  const { db } = c.get('deps');
  const positions = new Map(
    prepared<[number], { id: number; position: number }>(db, 'SELECT id, position FROM assignment_groups WHERE course_id = ?')
      .all(course.id)
      .map((g) => [g.id, g.position]),
  );
  const assignments = listActiveAssignments(db, course.id).sort(byGroupThenPosition(positions));
  const overrides = listActiveOverrides(db, course.id);
  const sis = access.rights.has('read_sis') || access.rights.has('manage_sis');
  const base = { timeZone: course.time_zone, canManage: viewer.manages, includeAllDates: includes.has('all_dates'), sis };
  if (viewer.manages) {
    const byAssignment = groupByAssignment(overrides);
    return assignments.map((assignment) => ({
      assignment,
      options: { ...base, overrides: byAssignment.get(assignment.id) ?? [], hasOverrides: byAssignment.has(assignment.id) },
    }));
  }
  const learners = learnersOf(c, course.id, viewer.id);
  const assignees = loadAssignees(db, course.id, learners);
  const everyoneOnly = assignees.students.size === 0;
  return assignments.flatMap((assignment): VisibleAssignment[] => {
    if (assignment.workflow_state !== 'published') return [];
    if (everyoneOnly) return assignment.only_visible_to_overrides ? [] : [{ assignment, options: { ...base, overrides: [] } }];
    const applicable = applicableOverrides(assignment, overrides, assignees);
    const assigned = learners.filter((id) => applicable.has(id));
    if (assigned.length === 0) return [];
    const mine = [...new Map(assigned.flatMap((id) => applicable.get(id) ?? []).map((o) => [o.id, o])).values()];
    const baseDatesApply = assigned.some((id) => (applicable.get(id) ?? []).length === 0);
    return [{ assignment, options: { ...base, overrides: mine, dates: collapseDates(assignment, mine), baseDatesApply } }];
  });
}

import type { AppContext } from '../../canvas/context';
import type { CourseAccess } from '../../canvas/permissions';
import type { CourseRow } from '../courses/course-row';
import type { AssignmentJsonOptions } from './assignment.serialize';
import type { AssignmentRow } from './assignment-row';
import { groupByAssignment, listActiveAssignments, listActiveOverrides, loadAssignees } from './assignments.store';
import { applicableOverrides, collapseDates } from './effective-due-dates';

export type VisibleAssignment = { assignment: AssignmentRow; options: AssignmentJsonOptions };

/** Canvas orders by assignment group position, then position within the group. */
const byGroupThenPosition = (positions: Map<number, number>) => (a: AssignmentRow, b: AssignmentRow) =>
  (positions.get(a.assignment_group_id) ?? 0) - (positions.get(b.assignment_group_id) ?? 0) ||
  a.position - b.position ||
  a.id - b.id;

/** Assignment managers (and course admins reading as admins) see every assignment, its overrides and base dates. */
export const managesAssignments = (access: CourseAccess) => access.rights.has('manage_assignments') || access.rights.has('read_as_admin');

/**
 * The course's assignments as the caller may see them, in Canvas's order, each with its JSON options: managers
 * see everything that is not deleted; anyone else the published assignments assigned to them, with their own dates.
 */
export function visibleAssignments(c: AppContext, course: CourseRow, access: CourseAccess, includes: Set<string>): VisibleAssignment[] {
  const { db } = c.get('deps');
  const canManage = managesAssignments(access);
  const positions = new Map(
    db
      .prepare<[number], { id: number; position: number }>('SELECT id, position FROM assignment_groups WHERE course_id = ?')
      .all(course.id)
      .map((g) => [g.id, g.position]),
  );
  const assignments = listActiveAssignments(db, course.id).sort(byGroupThenPosition(positions));
  const overrides = listActiveOverrides(db, course.id);
  const base = { timeZone: course.time_zone, canManage, includeAllDates: includes.has('all_dates') };
  if (canManage) {
    const byAssignment = groupByAssignment(overrides);
    return assignments.map((assignment) => ({
      assignment,
      options: { ...base, overrides: byAssignment.get(assignment.id) ?? [], hasOverrides: byAssignment.has(assignment.id) },
    }));
  }
  const callerId = c.get('caller').id;
  const assignees = loadAssignees(db, course.id, [callerId]);
  return assignments.flatMap((assignment) => {
    const mine = assignment.workflow_state === 'published' ? applicableOverrides(assignment, overrides, assignees).get(callerId) : undefined;
    return mine ? [{ assignment, options: { ...base, overrides: mine, dates: collapseDates(assignment, mine) } }] : [];
  });
}

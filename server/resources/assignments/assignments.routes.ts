import { Hono } from 'hono';
import { z } from 'zod';
import { stringList } from '../../canvas/coerce';
import type { AppEnv } from '../../canvas/context';
import { paginateArray } from '../../canvas/pagination';
import { json } from '../../canvas/respond';
import { parseParams } from '../../canvas/validate';
import { loadCourse } from '../courses/course-access';
import { assignmentJson } from './assignment.serialize';
import type { AssignmentRow } from './assignment-row';
import { groupByAssignment, listActiveAssignments, listActiveOverrides, loadAssignees } from './assignments.store';
import { applicableOverrides, collapseDates } from './effective-due-dates';

const listParams = z.object({ include: stringList().optional() });

/** Canvas orders by assignment group position, then position within the group. */
const byGroupThenPosition = (positions: Map<number, number>) => (a: AssignmentRow, b: AssignmentRow) =>
  (positions.get(a.assignment_group_id) ?? 0) - (positions.get(b.assignment_group_id) ?? 0) ||
  a.position - b.position ||
  a.id - b.id;

/** GET /courses/:course_id/assignments (canvas-api.md §4.1): managers see all, students what is assigned to them. */
export function assignmentRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/courses/:course_id/assignments', (c) => {
    const { course, access } = loadCourse(c);
    const { db } = c.get('deps');
    const includes = new Set(parseParams(listParams, c.get('params')).include);
    const canManage = access.rights.has('manage_assignments') || access.rights.has('read_as_admin');
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
      const page = paginateArray(c, assignments);
      return json(c, page.map((a) => assignmentJson(c, a, { ...base, overrides: byAssignment.get(a.id) ?? [], hasOverrides: byAssignment.has(a.id) })));
    }
    const callerId = c.get('caller').id;
    const assignees = loadAssignees(db, course.id, [callerId]);
    const visible = assignments.flatMap((a) => {
      const mine = a.workflow_state === 'published' ? applicableOverrides(a, overrides, assignees).get(callerId) : undefined;
      return mine ? [{ assignment: a, overrides: mine }] : [];
    });
    return json(
      c,
      paginateArray(c, visible).map(({ assignment, overrides: mine }) =>
        assignmentJson(c, assignment, { ...base, overrides: mine, dates: collapseDates(assignment, mine) }),
      ),
    );
  });
}

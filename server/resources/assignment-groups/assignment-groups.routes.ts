import { Hono } from 'hono';
import { z } from 'zod';
import { idList, stringList } from '../../canvas/coerce';
import type { AppContext, AppEnv } from '../../canvas/context';
import { notFound } from '../../canvas/errors';
import { pathId } from '../../canvas/ids';
import { paginate } from '../../canvas/pagination';
import type { CourseAccess, CourseRight } from '../../canvas/permissions';
import { json } from '../../canvas/respond';
import { parseParams } from '../../canvas/validate';
import { loadAssignmentRubrics, rubricFieldsOf } from '../rubrics/assignment-rubrics';
import { assignmentJson } from '../assignments/assignment.serialize';
import { visibleAssignments } from '../assignments/visible-assignments';
import { loadCourse, type LoadedCourse } from '../courses/course-access';
import type { CourseRow } from '../courses/course-row';
import { checkRules, parseAssignmentGroupWrite } from './assignment-group-params';
import type { AssignmentGroupRow } from './assignment-group-row';
import { assignmentGroupJson } from './assignment-group.serialize';
import {
  activeAssignmentCount, courseAssignmentGroups, deleteAssignmentGroup, findActiveAssignmentGroup, insertAssignmentGroup,
  updateAssignmentGroup,
} from './assignment-groups.store';

/** AssignmentGroup's :read policy: read, view_all_grades or manage_grades on the course. */
const READ: CourseRight[] = ['read', 'view_all_grades', 'manage_grades'];

const readParams = z.object({
  include: stringList().optional(),
  // Canvas also takes a comma-separated string here.
  assignment_ids: idList({ comma: true }).optional(),
});

/** include[]=assignments: the assignments of these groups the caller may see, serialized, keyed by group. */
function assignmentsByGroup(
  c: AppContext,
  course: CourseRow,
  access: CourseAccess,
  params: z.output<typeof readParams>,
  groupIds: Set<number>,
) {
  const includes = new Set(params.include);
  if (!includes.has('assignments')) return undefined;
  const only = params.assignment_ids?.length ? new Set(params.assignment_ids) : undefined;
  const byGroup = new Map<number, unknown[]>();
  const shown = visibleAssignments(c, course, access, includes).filter(
    ({ assignment }) => groupIds.has(assignment.assignment_group_id) && (!only || only.has(assignment.id)),
  );
  const rubrics = loadAssignmentRubrics(c.get('deps').db, shown.map(({ assignment }) => assignment.id));
  for (const { assignment, options } of shown) {
    const list = byGroup.get(assignment.assignment_group_id) ?? [];
    list.push({ ...assignmentJson(c, assignment, options), ...rubricFieldsOf(rubrics.get(assignment.id)) });
    byGroup.set(assignment.assignment_group_id, list);
  }
  return byGroup;
}

function render(c: AppContext, loaded: LoadedCourse, groups: AssignmentGroupRow[]) {
  const params = parseParams(readParams, c.get('params'));
  const byGroup = assignmentsByGroup(c, loaded.course, loaded.access, params, new Set(groups.map((group) => group.id)));
  return groups.map((group) => assignmentGroupJson(group, byGroup ? { assignments: byGroup.get(group.id) ?? [] } : {}));
}

function loadGroup(c: AppContext, rights: CourseRight[]): LoadedCourse & { group: AssignmentGroupRow } {
  const loaded = loadCourse(c, { rights });
  const group = findActiveAssignmentGroup(c.get('deps').db, loaded.course.id, pathId(c, 'assignment_group_id'));
  if (!group) throw notFound();
  return { ...loaded, group };
}

/** The group as stored now, for the answer to a write. */
function reloaded(c: AppContext, courseId: number, id: number): AssignmentGroupRow {
  const group = findActiveAssignmentGroup(c.get('deps').db, courseId, id);
  if (!group) throw notFound();
  return group;
}

const PATH = '/courses/:course_id/assignment_groups';

/** Assignment groups (§7.7): Canvas's AssignmentGroupsController#index and AssignmentGroupsApiController. */
export function assignmentGroupRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get(PATH, (c) => {
      const loaded = loadCourse(c, { rights: READ });
      return json(c, render(c, loaded, paginate(c, courseAssignmentGroups(c.get('deps').db, loaded.course.id))));
    })
    .get(`${PATH}/:assignment_group_id`, (c) => {
      const { group, ...loaded } = loadGroup(c, READ);
      const [rendered] = render(c, loaded, [group]);
      return json(c, rendered);
    })
    // The API's create answers 200, not 201: it renders without a status.
    .post(PATH, (c) => {
      const { course } = loadCourse(c, { rights: ['manage_assignments_add'] });
      const write = parseAssignmentGroupWrite(c.get('params'));
      if (write.rules) checkRules(write.rules, 0);
      return json(c, assignmentGroupJson(reloaded(c, course.id, insertAssignmentGroup(c.get('deps').db, course.id, write))));
    })
    .put(`${PATH}/:assignment_group_id`, (c) => {
      const { group, course } = loadGroup(c, ['manage_assignments_edit']);
      const { db } = c.get('deps');
      const write = parseAssignmentGroupWrite(c.get('params'));
      if (write.rules) checkRules(write.rules, activeAssignmentCount(db, group.id));
      updateAssignmentGroup(db, group, write);
      return json(c, assignmentGroupJson(reloaded(c, course.id, group.id)));
    })
    .delete(`${PATH}/:assignment_group_id`, (c) => {
      const { group, course } = loadGroup(c, ['manage_assignments_delete']);
      const { db } = c.get('deps');
      // move_assignments_to is looked at only when there is something to move; an unknown target is a 404.
      const target = c.get('params').move_assignments_to;
      let moveTo: number | undefined;
      if (target !== undefined && target !== null && activeAssignmentCount(db, group.id) > 0) {
        const id = typeof target === 'number' || (typeof target === 'string' && /^\d{1,15}$/.test(target)) ? Number(target) : NaN;
        moveTo = findActiveAssignmentGroup(db, course.id, id)?.id;
        if (moveTo === undefined) throw notFound();
      }
      deleteAssignmentGroup(db, group, moveTo);
      return json(c, assignmentGroupJson(group));
    });
}

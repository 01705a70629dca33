import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../canvas/context';
import { notFound } from '../../canvas/errors';
import { pathId } from '../../canvas/ids';
import { paginate } from '../../canvas/pagination';
import type { CourseRight } from '../../canvas/permissions';
import { json } from '../../canvas/respond';
import { loadCourse, type LoadedCourse } from '../courses/course-access';
import { checkRules, parseAssignmentGroupWrite } from './assignment-group-params';
import { renderAssignmentGroups } from './assignment-group-reads';
import type { AssignmentGroupRow } from './assignment-group-row';
import { assignmentGroupJson } from './assignment-group.serialize';
import {
  activeAssignmentCount, courseAssignmentGroups, deleteAssignmentGroup, findActiveAssignmentGroup, insertAssignmentGroup,
  updateAssignmentGroup,
} from './assignment-groups.store';

/** AssignmentGroup's :read policy: read, view_all_grades or manage_grades on the course. */
const READ: CourseRight[] = ['read', 'view_all_grades', 'manage_grades'];

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
      return json(c, renderAssignmentGroups(c, loaded, paginate(c, courseAssignmentGroups(c.get('deps').db, loaded.course.id))));
    })
    .get(`${PATH}/:assignment_group_id`, (c) => {
      const { group, ...loaded } = loadGroup(c, READ);
      const [rendered] = renderAssignmentGroups(c, loaded, [group]);
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

import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../canvas/context';
import { notFound } from '../../canvas/errors';
import { pathId } from '../../canvas/ids';
import type { CourseRight } from '../../canvas/permissions';
import { json } from '../../canvas/respond';
import { loadCourse, type LoadedCourse } from '../courses/course-access';
import { parseAssignmentWrite } from './assignment-params';
import { renderAssignments } from './assignment-render';
import type { AssignmentRow } from './assignment-row';
import { createAssignment, deleteAssignment, duplicateAssignment, editAssignment } from './assignment-save';
import { listActiveAssignments } from './assignments.store';
import { visibleAssignments } from './visible-assignments';

const PATH = '/courses/:course_id/assignments';

/** The course (404, then 403 without `right`) and one of its active assignments (404). */
function loadAssignment(c: AppContext, right: CourseRight, param = 'id'): LoadedCourse & { assignment: AssignmentRow } {
  const loaded = loadCourse(c, { rights: [right] });
  const [assignment] = listActiveAssignments(c.get('deps').db, loaded.course.id, [pathId(c, param)]);
  if (!assignment) throw notFound();
  return { ...loaded, assignment };
}

/** Who writes, for the inline overrides they may replace. */
const writerOf = (c: AppContext, loaded: LoadedCourse) => ({ callerId: c.get('caller').id, course: loaded.course, access: loaded.access });

/** `assignment[...]`; the SIS fields need Manage SIS, as in Canvas. */
const writeOf = (c: AppContext, loaded: LoadedCourse) =>
  parseAssignmentWrite(c.get('params'), { manageSis: loaded.access.rights.has('manage_sis') });

/** The assignment as the writer now sees it. */
function written(c: AppContext, loaded: LoadedCourse, id: number) {
  const item = visibleAssignments(c, loaded.course, loaded.access, new Set()).find(({ assignment }) => assignment.id === id);
  if (!item) throw notFound();
  const [rendered] = renderAssignments(c, loaded, [item], new Set(), new Map());
  return rendered;
}

/**
 * docs/canvas-contract.md §4.4–§4.6 and the duplicate action: create (201), edit (200), delete (200, the former details
 * marked deleted) and duplicate (200, the copy). Each needs the matching granular right; a refusal changes nothing.
 */
export function assignmentWriteRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post(PATH, (c) => {
      const loaded = loadCourse(c, { rights: ['manage_assignments_add'] });
      const id = createAssignment(c.get('deps').db, writerOf(c, loaded), writeOf(c, loaded));
      return json(c, written(c, loaded, id), 201);
    })
    .put(`${PATH}/:id`, (c) => {
      const { assignment, ...loaded } = loadAssignment(c, 'manage_assignments_edit');
      editAssignment(c.get('deps').db, writerOf(c, loaded), assignment, writeOf(c, loaded));
      return json(c, written(c, loaded, assignment.id));
    })
    .delete(`${PATH}/:id`, (c) => {
      const { assignment, ...loaded } = loadAssignment(c, 'manage_assignments_delete');
      const former = written(c, loaded, assignment.id);
      deleteAssignment(c.get('deps').db, assignment);
      return json(c, { ...former, workflow_state: 'deleted', published: false });
    })
    .post(`${PATH}/:assignment_id/duplicate`, (c) => {
      const { assignment, ...loaded } = loadAssignment(c, 'manage_assignments_add', 'assignment_id');
      const id = duplicateAssignment(c.get('deps').db, assignment);
      return json(c, written(c, loaded, id));
    });
}

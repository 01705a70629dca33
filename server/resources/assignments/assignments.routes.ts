import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../canvas/context';
import { forbidden, notFound } from '../../canvas/errors';
import { pathId, userPathId } from '../../canvas/ids';
import { paginateArray } from '../../canvas/pagination';
import { courseAccess } from '../../canvas/permissions';
import { json } from '../../canvas/respond';
import { findActiveAssignmentGroup } from '../assignment-groups/assignment-groups.store';
import { loadCourse, type LoadedCourse } from '../courses/course-access';
import { observedStudentIds } from '../overrides/overrides.store';
import { submissionViewer } from '../submissions/submission-visibility';
import { findUser } from '../users/users.store';
import { applyListQuery, datesAsAsked, onlyRequested, parseListQuery, viewerSubmissions } from './assignment-list';
import { renderAssignments } from './assignment-render';
import { loadAssignees } from './assignments.store';
import { managesAssignments, visibleAssignments, type Viewer } from './visible-assignments';
import { prepared } from '../../db/statements';

/** One page of the list for `viewer`, optionally only one assignment group's (docs/canvas-contract.md §4.1, §4.2). */
function listFor(c: AppContext, loaded: LoadedCourse, viewer?: Viewer, groupId?: number) {
  const query = parseListQuery(c.get('params'));
  const viewerId = viewer?.id ?? c.get('caller').id;
  let items = onlyRequested(visibleAssignments(c, loaded.course, loaded.access, query.includes, viewer), query.ids);
  if (groupId !== undefined) items = items.filter(({ assignment }) => assignment.assignment_group_id === groupId);
  const submissions = viewerSubmissions(c, submissionViewer(c, loaded.course.id, loaded.access), viewerId, items);
  const page = paginateArray(c, applyListQuery(items.map((item) => datesAsAsked(item, query)), query, submissions));
  const rendered = renderAssignments(c, loaded, page, query.includes, submissions);
  // assignment_json echoes the bucket asked for on every assignment.
  return json(c, query.bucket ? rendered.map((item) => ({ ...item, bucket: query.bucket })) : rendered);
}

/**
 * The user form's rule: the user themself, a grader looking at a student of the course, an observer of the
 * user, or an administrator. The list is then what that user sees, with their dates.
 */
function userViewer(c: AppContext, loaded: LoadedCourse): Viewer {
  const { db } = c.get('deps');
  const callerId = c.get('caller').id;
  const userId = userPathId(c);
  if (!findUser(db, userId)) throw notFound();
  const isStudent = loadAssignees(db, loaded.course.id, [userId]).students.has(userId);
  const allowed =
    userId === callerId ||
    loaded.access.isAdmin ||
    (isStudent && loaded.access.rights.has('view_all_grades')) ||
    observedStudentIds(db, loaded.course.id, callerId).includes(userId);
  if (!allowed) throw forbidden();
  return { id: userId, manages: managesAssignments(courseAccess(db, userId, loaded.course)) };
}

/** GET /courses/:course_id/assignments/:id: deleted or unknown is 404; one the caller may not see is 403. */
function showAssignment(c: AppContext) {
  const loaded = loadCourse(c);
  const id = pathId(c, 'id');
  const query = parseListQuery(c.get('params'));
  const { db } = c.get('deps');
  const exists = prepared<[number, number], { id: number }>(db, `SELECT id FROM assignments WHERE id = ? AND course_id = ? AND workflow_state != 'deleted'`)
    .get(id, loaded.course.id);
  if (!exists) throw notFound();
  const visible = visibleAssignments(c, loaded.course, loaded.access, query.includes).find(({ assignment }) => assignment.id === id);
  // Canvas: authorized_action(:read) fails on an unpublished one, then render_unauthorized_action unless visible_to_user?.
  if (!visible) throw forbidden();
  const viewer = submissionViewer(c, loaded.course.id, loaded.access);
  const [rendered] = renderAssignments(c, loaded, [datesAsAsked(visible, query)], query.includes, viewerSubmissions(c, viewer, viewer.id, [visible]));
  return json(c, rendered);
}

/** The assignment reads: the course, assignment-group and user forms of the list, and one assignment. */
export function assignmentRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/courses/:course_id/assignments', (c) => listFor(c, loadCourse(c)))
    .get('/courses/:course_id/assignment_groups/:assignment_group_id/assignments', (c) => {
      const loaded = loadCourse(c);
      const group = findActiveAssignmentGroup(c.get('deps').db, loaded.course.id, pathId(c, 'assignment_group_id'));
      if (!group) throw notFound();
      return listFor(c, loaded, undefined, group.id);
    })
    .get('/users/:user_id/courses/:course_id/assignments', (c) => {
      const loaded = loadCourse(c);
      return listFor(c, loaded, userViewer(c, loaded));
    })
    .get('/courses/:course_id/assignments/:id', showAssignment);
}

import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../canvas/context';
import { notFound } from '../../canvas/errors';
import { pathId } from '../../canvas/ids';
import { json } from '../../canvas/respond';
import { sanitizeHtml } from '../../canvas/sanitize-html';
import { requestOrigin } from '../../canvas/urls';
import { submissionTypes, type AssignmentRow } from '../assignments/assignment-row';
import { listActiveAssignments } from '../assignments/assignments.store';
import { loadCourse, type LoadedCourse } from '../courses/course-access';
import { parseSubmitRequest } from './submit-params';
import { authorizeSubmit, submitHomework } from './submit';
import { renderSubmissions } from './submission-includes';
import { requireVisibleStudent, sectionCourse } from './submission-grade.routes';
import { submissionView } from './submission-view';

export function activeAssignment(c: AppContext, loaded: LoadedCourse): AssignmentRow {
  const [assignment] = listActiveAssignments(c.get('deps').db, loaded.course.id, [pathId(c, 'assignment_id')]);
  if (!assignment) throw notFound();
  return assignment;
}

/** submission[user_id]: a user id (a grader submitting for that student), else the caller. */
function submitter(c: AppContext, loaded: LoadedCourse, onBehalfOf: string | undefined, sectionId?: number): number {
  const callerId = c.get('caller').id;
  if (onBehalfOf === undefined || onBehalfOf === 'self' || onBehalfOf === String(callerId)) return callerId;
  if (!/^\d{1,15}$/.test(onBehalfOf)) throw notFound();
  const userId = Number(onBehalfOf);
  requireVisibleStudent(c, loaded, userId, sectionId);
  return userId;
}

/**
 * POST …/assignments/:assignment_id/submissions (docs/canvas-contract.md §5.7; SubmissionsController#create): a
 * new attempt of the student's submission, answered 201 with the submission and its comments, Location naming it.
 */
function create(c: AppContext, loaded: LoadedCourse, sectionId?: number): Response {
  const assignment = activeAssignment(c, loaded);
  const parsed = parseSubmitRequest(c.get('params'), submissionTypes(assignment));
  // process_incoming_html_content: the body is kept as the Canvas web UI would let it through.
  const request = parsed.body === null ? parsed : { ...parsed, body: sanitizeHtml(parsed.body, { origin: requestOrigin(c) }) };
  const studentId = submitter(c, loaded, request.onBehalfOf, sectionId);
  authorizeSubmit(c, loaded, assignment, studentId, request);
  const row = submitHomework(c, loaded, assignment, studentId, request);
  const context = { ...submissionView(c, loaded, assignment), includes: new Set(['submission_comments']), courseId: loaded.course.id, groupCategoryId: assignment.group_category_id };
  const [rendered] = renderSubmissions(c, [row], context);
  const location = `${requestOrigin(c)}/api/v1/courses/${loaded.course.id}/assignments/${assignment.id}/submissions/${studentId}`;
  c.header('Location', location);
  return json(c, rendered, 201);
}

export function submissionCreateRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post('/courses/:course_id/assignments/:assignment_id/submissions', (c) => create(c, loadCourse(c, { rights: [] })))
    .post('/sections/:section_id/assignments/:assignment_id/submissions', (c) => create(c, sectionCourse(c), pathId(c, 'section_id')));
}

import { Hono } from 'hono';
import { z } from 'zod';
import { nowDate } from '../../canvas/clock';
import type { AppContext, AppEnv } from '../../canvas/context';
import { canvasBoolean, canvasId, canvasString, stringList } from '../../canvas/coerce';
import { forbidden, notFound, searchTermTooShort } from '../../canvas/errors';
import { confirmConflictCheck, extensionsOn } from '../../canvas/extensions';
import { pathId, userPathId } from '../../canvas/ids';
import { paginateKeyset } from '../../canvas/pagination';
import { requireAny } from '../../canvas/permissions';
import { json } from '../../canvas/respond';
import { parseParams } from '../../canvas/validate';
import { renderAssignments } from '../assignments/assignment-render';
import { expectsSubmission, submissionTypes, type AssignmentRow } from '../assignments/assignment-row';
import { listActiveAssignments } from '../assignments/assignments.store';
import { visibleAssignments } from '../assignments/visible-assignments';
import { loadCourse, type LoadedCourse } from '../courses/course-access';
import { visibleSectionIds } from '../courses/section-visibility';
import { findSection, observedStudentIds } from '../overrides/overrides.store';
import { renderSubmissions, type SubmissionContext } from './submission-includes';
import { GRADING_STATUSES } from './submission-status-filter';
import { listSubmissions, submissionsSource, type SubmissionOrder, type SubmissionScope } from './submissions.store';
import { submissionView } from './submission-view';
import { readExtras } from './submission-fields';

/**
 * include[], grouped and, for the list, Lectern's grader filters and order (ignored by Canvas): section_id,
 * workflow_state[], search_term, grading_status[] and order.
 */
const readParams = z.object({
  include: stringList().optional(),
  section_id: canvasId.optional(),
  workflow_state: stringList().optional(),
  search_term: canvasString.optional(),
  grouped: canvasBoolean.optional(),
  grading_status: stringList().pipe(z.array(z.enum(GRADING_STATUSES))).optional(),
  order: z.enum(['name', 'submitted_at', 'anonymous']).optional(),
});
type ReadParams = z.output<typeof readParams>;

/** The course's active assignment named in the path, else 404. */
function loadAssignment(c: AppContext, courseId: number): AssignmentRow {
  const [assignment] = listActiveAssignments(c.get('deps').db, courseId, [pathId(c, 'assignment_id')]);
  if (!assignment) throw notFound();
  return assignment;
}

/** Tells the client the list is in the order it asked for; a real Canvas never sends this header (it orders by user id). */
const acknowledgeOrder = (c: AppContext, order: SubmissionOrder) => c.header('X-Lectern-Order', order);

/** A blank term is no search; one character is Canvas's SearchTermHelper 400, as on the roster. */
function searchTerm(term: string | undefined): string | undefined {
  const trimmed = term?.trim();
  if (!trimmed) return undefined;
  if (trimmed.length < 2) throw searchTermTooShort();
  return trimmed;
}

/** Assignment#grade_as_group?: a group set and no individual grading; its set id, else undefined. */
const gradedAsGroup = (assignment: AssignmentRow): number | undefined =>
  assignment.group_category_id !== null && !assignment.grade_group_students_individually ? assignment.group_category_id : undefined;

/** The caller's visible sections narrowed to the one asked for; a section they may not see leaves nothing. */
function sectionScope(visible: number[] | undefined, asked: number | undefined): number[] | undefined {
  if (asked === undefined) return visible;
  return !visible || visible.includes(asked) ? [asked] : [];
}

function submissionContext(c: AppContext, loaded: LoadedCourse, assignment: AssignmentRow, includes: Set<string>): SubmissionContext {
  const context: SubmissionContext = {
    ...submissionView(c, loaded, assignment), ...readExtras(c, loaded.course, includes), includes, courseId: loaded.course.id, groupCategoryId: assignment.group_category_id,
  };
  if (!includes.has('assignment')) return context;
  const visible = visibleAssignments(c, loaded.course, loaded.access, new Set()).filter((item) => item.assignment.id === assignment.id);
  const [rendered] = renderAssignments(c, loaded, visible, new Set(), new Map());
  return { ...context, assignmentJson: rendered };
}

/**
 * GET …/assignments/:assignment_id/submissions (docs/canvas-contract.md §5.1): graders only (Canvas checks the right
 * before looking the assignment up); one submission per assigned student they may see, by sortable name.
 * include[]=visibility is paged like the rest, where Canvas answers every row at once: on a 3,000-student
 * assignment that one answer held the server for a second and twenty of them stalled everyone else
 * (docs/decisions/0048-submission-read-rule.md).
 */
function listForGrader(c: AppContext, loaded: LoadedCourse, pathSectionId?: number): Response {
  requireAny(loaded.access, 'manage_grades', 'view_all_grades');
  const assignment = loadAssignment(c, loaded.course.id);
  const parsed: ReadParams = parseParams(readParams, c.get('params'));
  // Off, the grader filters and the order are ignored as Canvas ignores them.
  const params: ReadParams = extensionsOn(c) ? parsed : { include: parsed.include, grouped: parsed.grouped };
  const { db } = c.get('deps');
  const visible = visibleSectionIds(db, c.get('caller').id, loaded.course.id, loaded.access);
  const scope: SubmissionScope = {
    courseId: loaded.course.id,
    assignmentId: assignment.id,
    sectionIds: sectionScope(sectionScope(visible, pathSectionId), params.section_id),
    workflowStates: params.workflow_state?.length ? params.workflow_state : undefined,
    search: searchTerm(params.search_term),
    representativesOf: params.grouped ? gradedAsGroup(assignment) : undefined,
    statuses: params.grading_status?.length
      ? { list: params.grading_status, context: { now: nowDate().toISOString(), expectsSubmission: expectsSubmission(submissionTypes(assignment)) } }
      : undefined,
  };
  const includes = new Set(params.include);
  const order = extensionsOn(c) ? (params.order ?? 'name') : 'user_id';
  if (extensionsOn(c)) acknowledgeOrder(c, order);
  // The grader's first save can then rely on the 409 instead of reading the submission first.
  confirmConflictCheck(c);
  const rows = paginateKeyset(c, submissionsSource(db, scope, order));
  return json(c, renderSubmissions(c, rows, submissionContext(c, loaded, assignment, includes)));
}

/** The /sections/:section_id form: the section's course, limited to that section's students. */
function listForSection(c: AppContext): Response {
  const section = findSection(c.get('deps').db, pathId(c, 'section_id'));
  if (!section || section.workflow_state === 'deleted') throw notFound();
  return listForGrader(c, loadCourse(c, { courseId: section.course_id, rights: [] }), section.id);
}

/** Their own (or an observed student's) submission, of an assignment they can see: Canvas's show refuses the rest. */
function learnerMayRead(c: AppContext, loaded: LoadedCourse, assignment: AssignmentRow, userId: number): boolean {
  const callerId = c.get('caller').id;
  const own = userId === callerId || observedStudentIds(c.get('deps').db, loaded.course.id, callerId).includes(userId);
  return own && visibleAssignments(c, loaded.course, loaded.access, new Set()).some((item) => item.assignment.id === assignment.id);
}

/** The student a single-submission path names: by user id, or by anonymous id (anonymous-submissions.routes.ts). */
export type StudentOf = (c: AppContext, assignment: AssignmentRow, loaded: LoadedCourse) => number;
export const byUserId: StudentOf = (c) => userPathId(c);

/**
 * GET …/submissions/:user_id: graders read any student they may see (others are 404, as Canvas's
 * students_visible_to lookup); a student reads their own and an observer their student's; another's is 403.
 */
export function showOne(c: AppContext, studentOf: StudentOf = byUserId, place: { loaded?: LoadedCourse; sectionId?: number } = {}): Response {
  const loaded = place.loaded ?? loadCourse(c);
  const assignment = loadAssignment(c, loaded.course.id);
  const parsed: ReadParams = parseParams(readParams, c.get('params'));
  // Off, the grader filters and the order are ignored as Canvas ignores them.
  const params: ReadParams = extensionsOn(c) ? parsed : { include: parsed.include, grouped: parsed.grouped };
  const { db } = c.get('deps');
  const callerId = c.get('caller').id;
  const userId = studentOf(c, assignment, loaded);
  const grader = loaded.access.rights.has('manage_grades') || loaded.access.rights.has('view_all_grades');
  // The /sections/:section_id form reads only that section's students.
  const sectionIds = grader ? sectionScope(visibleSectionIds(db, callerId, loaded.course.id, loaded.access), place.sectionId) : undefined;
  const [row] = listSubmissions(db, { courseId: loaded.course.id, assignmentId: assignment.id, sectionIds, userId }, 1, 0);
  if (!row) throw notFound();
  if (!grader && !learnerMayRead(c, loaded, assignment, userId)) throw forbidden();
  const [rendered] = renderSubmissions(c, [row], submissionContext(c, loaded, assignment, new Set(params.include)));
  return json(c, rendered);
}

/** Reading submissions (docs/canvas-contract.md §5.1 and the single GET); grading lives in its own routes. */
export function submissionReadRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/courses/:course_id/assignments/:assignment_id/submissions', (c) => listForGrader(c, loadCourse(c, { rights: [] })))
    .get('/sections/:section_id/assignments/:assignment_id/submissions', listForSection)
    .get('/courses/:course_id/assignments/:assignment_id/submissions/:user_id', (c) => showOne(c));
}

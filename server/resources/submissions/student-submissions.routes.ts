import { courseGradesOf, type StudentCourseGrades } from '../enrollments/enrollment-grades';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext, AppEnv } from '../../canvas/context';
import { canvasString, stringList } from '../../canvas/coerce';
import { isoToCanvasTime } from '../../canvas/dates';
import { CanvasError, forbidden, notFound } from '../../canvas/errors';
import { pathId } from '../../canvas/ids';
import { paginate, paginateKeyset } from '../../canvas/pagination';
import { json } from '../../canvas/respond';
import { parseParams } from '../../canvas/validate';
import { renderAssignments } from '../assignments/assignment-render';
import { expectsSubmission, submissionTypes, type AssignmentRow } from '../assignments/assignment-row';
import { listActiveAssignments } from '../assignments/assignments.store';
import { visibleAssignments } from '../assignments/visible-assignments';
import { loadCourse, type LoadedCourse } from '../courses/course-access';
import { visibleSectionIds } from '../courses/section-visibility';
import { findSection, observedStudentIds } from '../overrides/overrides.store';
import { renderSubmissions } from './submission-includes';
import { readExtras } from './submission-fields';
import type { SubmissionRow } from './submission-row';
import { submissionViewer, type SubmissionViewer } from './submission-visibility';
import {
  pageOfSubmissions, studentsInScope, studentsPages, submissionsById, submissionsOfStudents, withPostableComments,
  type StudentScope, type SubmissionFilter,
} from './student-submissions.store';

/** Api::MAX_PER_PAGE: more named students than one page holds is Canvas's 400. */
const MAX_STUDENTS = 100;

const params = z.object({
  student_ids: stringList().optional(),
  assignment_ids: stringList().optional(),
  grouped: canvasString.optional(),
  workflow_state: stringList().optional(),
  enrollment_state: canvasString.optional(),
  state_based_on_date: canvasString.optional(),
  order: canvasString.optional(),
  order_direction: canvasString.optional(),
  post_to_sis: canvasString.optional(),
  submitted_since: canvasString.optional(),
  graded_since: canvasString.optional(),
  include: stringList().optional(),
});
type Params = z.output<typeof params>;

/**
 * GET …/students/submissions (docs/canvas-contract.md §5.5; SubmissionsApiController#for_students): many students'
 * submissions to many assignments, flat or grouped by student, course and section forms. Every submission goes
 * through the read rule, so a learner reads only their own (or observed) students' and no hidden grade.
 */
export function studentSubmissionRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/courses/:course_id/students/submissions', (c) => forStudents(c, loadCourse(c)))
    .get('/sections/:section_id/students/submissions', (c) => {
      const section = findSection(c.get('deps').db, pathId(c, 'section_id'));
      if (!section || section.workflow_state === 'deleted') throw notFound();
      return forStudents(c, loadCourse(c, { courseId: section.course_id }), section.id);
    });
}

function forStudents(c: AppContext, loaded: LoadedCourse, sectionId?: number): Response {
  const asked = parseParams(params, c.get('params'));
  const includes = new Set(asked.include);
  const scope = studentScope(c, loaded, asked, sectionId);
  const assignments = assignmentsAsked(c, loaded, asked);
  const filter: SubmissionFilter = {
    assignmentIds: assignments.map((a) => a.id),
    workflowStates: asked.workflow_state?.length ? asked.workflow_state : undefined,
    submittedSince: since(asked.submitted_since, 'submitted_since'),
    gradedSince: since(asked.graded_since, 'graded_since'),
  };
  const render = renderer(c, loaded, assignments, includes);
  const { db } = c.get('deps');
  // Canvas groups whenever the parameter is present, whatever its value.
  if (asked.grouped !== undefined && asked.grouped !== '') {
    const students = paginateKeyset(c, studentsPages(db, scope), 10, { withoutLast: true });
    const rows = submissionsOfStudents(db, scope, filter, students.map((s) => s.user_id));
    const rendered = render(rows, true);
    const totals = includes.has('total_scores') ? groupedTotals(c, loaded, students.map((s) => s.user_id)) : undefined;
    return json(c, students.map((s) => ({
      ...s, submissions: rendered.filter((r) => r.user_id === s.user_id), ...totals?.(s.user_id),
    })));
  }
  const order = { by: asked.order === 'graded_at' ? 'graded_at' : 'id', descending: asked.order_direction === 'descending' } as const;
  // By graded_at the list keeps offset pages (docs/decisions/0075); by id (the default) it pages by bookmarks.
  const rows =
    order.by === 'id'
      ? paginateKeyset(c, submissionsById(db, scope, filter, order.descending), 10, { withoutLast: true })
      : paginate(c, { fetch: (limit, offset) => pageOfSubmissions(db, scope, filter, order, limit, offset) });
  return json(c, render(rows, false));
}

/**
 * include[]=total_scores on the grouped form: each student's computed_final_score and computed_current_score, and for
 * graders the unposted ones. Learners get none while the course hides final grades, as its enrollments show none.
 */
function groupedTotals(c: AppContext, { course, access }: LoadedCourse, studentIds: number[]) {
  const grader = access.rights.has('manage_grades') || access.rights.has('view_all_grades');
  const grades = grader || !course.hide_final_grades ? courseGradesOf(c.get('deps').db, course, studentIds) : new Map<number, StudentCourseGrades>();
  return (studentId: number) => {
    const g = grades.get(studentId);
    if (!g) return {};
    const posted = { computed_final_score: g.posted.finalPercent, computed_current_score: g.posted.currentPercent };
    return grader ? { ...posted, unposted_final_score: g.unposted.finalPercent, unposted_current_score: g.unposted.currentPercent } : posted;
  };
}

/**
 * Whose submissions: graders name students they may see (or "all" of them); learners themself (the default) and
 * the students they observe. Naming anyone else is a 403, as Canvas's render_unauthorized_action.
 */
function studentScope(c: AppContext, loaded: LoadedCourse, asked: Params, sectionId?: number): StudentScope {
  const { db } = c.get('deps');
  const callerId = c.get('caller').id;
  const named = asked.student_ids ?? [];
  const all = named.includes('all');
  const ids = named.filter((id) => id !== 'all').map(userId);
  if (!all && ids.length === 0) ids.push(callerId);
  if (!all && ids.length > MAX_STUDENTS) throw new CanvasError(400, { error: 'too many students' });
  const grader = loaded.access.rights.has('manage_grades') || loaded.access.rights.has('view_all_grades');
  const scope: StudentScope = { courseId: loaded.course.id, enrollmentStates: enrollmentStates(asked) };
  if (grader) {
    const visible = visibleSectionIds(db, callerId, loaded.course.id, loaded.access);
    scope.sectionIds = sectionId === undefined ? visible : !visible || visible.includes(sectionId) ? [sectionId] : [];
    if (!all) {
      const reachable = new Set(studentsInScope(db, { ...scope, enrollmentStates: undefined, userIds: ids }));
      if (ids.some((id) => !reachable.has(id))) throw forbidden();
      scope.userIds = ids;
    }
  } else {
    const allowed = [...observedStudentIds(db, loaded.course.id, callerId), ...(loaded.access.rights.has('read_grades') ? [callerId] : [])];
    if (allowed.length === 0 || (!all && ids.some((id) => !allowed.includes(id)))) throw forbidden();
    scope.userIds = all ? allowed : ids;
    if (sectionId !== undefined) scope.sectionIds = [sectionId];
  }
  // No Lectern enrollment came from a SIS import, so post_to_sis=true keeps no one.
  if (asked.post_to_sis === 'true' || asked.post_to_sis === '1') scope.userIds = [];
  return scope;
}

function userId(value: string): number {
  if (!/^\d{1,15}$/.test(value)) throw new CanvasError(400, { error: 'student_ids[] takes user ids or "all"' });
  return Number(value);
}

/** enrollment_state active or concluded (by date or by workflow state, the same in Lectern); anything else 400. */
function enrollmentStates(asked: Params): string[] | undefined {
  if (!asked.enrollment_state) return undefined;
  if (asked.enrollment_state === 'active') return ['active'];
  if (asked.enrollment_state === 'concluded') return ['completed'];
  throw new CanvasError(400, { error: 'invalid enrollment_state' });
}

/**
 * The course's published assignments (those asked for), and for a learner only those assigned to them or whom
 * they observe. Asking for one that is not there is Canvas's 403.
 */
function assignmentsAsked(c: AppContext, loaded: LoadedCourse, asked: Params): AssignmentRow[] {
  const ids = (asked.assignment_ids ?? []).map(Number);
  if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) throw new CanvasError(403, { error: 'invalid assignment ids requested' });
  const published = listActiveAssignments(c.get('deps').db, loaded.course.id, ids.length > 0 ? ids : undefined).filter((a) => a.workflow_state === 'published');
  if (ids.some((id) => !published.some((a) => a.id === id))) throw new CanvasError(403, { error: 'invalid assignment ids requested' });
  if (loaded.access.rights.has('manage_grades') || loaded.access.rights.has('read_as_admin')) return published;
  const visible = new Set(visibleAssignments(c, loaded.course, loaded.access, new Set()).map((item) => item.assignment.id));
  return published.filter((a) => visible.has(a.id));
}

function since(value: string | undefined, name: string): string | undefined {
  if (!value) return undefined;
  const time = isoToCanvasTime(value);
  if (time === undefined) throw new CanvasError(400, { errors: { [name]: `Invalid datetime for ${name}` } });
  return time;
}

/**
 * Renders rows of many assignments in their order: each assignment's rows through the read rule with its own
 * posting policy, in one call per assignment (so comments, history and users cost a query per assignment on the
 * page, not per row).
 */
function renderer(c: AppContext, loaded: LoadedCourse, assignments: AssignmentRow[], includes: Set<string>) {
  const viewer = submissionViewer(c, loaded.course.id, loaded.access);
  const byId = new Map(assignments.map((a) => [a.id, a]));
  const assignmentJson = includes.has('assignment') ? assignmentsJson(c, loaded, assignments) : undefined;
  const extras = readExtras(c, loaded.course, includes);
  return (rows: SubmissionRow[], grouped: boolean): (Record<string, unknown> & { user_id?: unknown })[] => {
    const rendered = new Map<number, Record<string, unknown>>();
    for (const assignment of assignments) {
      const own = rows.filter((row) => row.assignment_id === assignment.id);
      if (own.length === 0) continue;
      const context = { ...viewFor(viewer, assignment), ...extras, includes, courseId: loaded.course.id, groupCategoryId: assignment.group_category_id, assignmentJson: assignmentJson?.get(assignment.id) };
      for (const item of renderSubmissions(c, own, context)) rendered.set(item.id as number, item);
    }
    const postable = grouped && viewer.readsGrades ? withPostableComments(c.get('deps').db, [...rendered.keys()]) : new Set<number>();
    return rows.flatMap((row) => {
      const item = byId.has(row.assignment_id) ? rendered.get(row.id) : undefined;
      if (!item) return [];
      return [grouped ? { ...item, has_postable_comments: postable.has(row.id) } : item];
    });
  };
}

const viewFor = (viewer: SubmissionViewer, assignment: AssignmentRow) => ({
  viewer,
  expectsSubmission: expectsSubmission(submissionTypes(assignment)),
  postManually: Boolean(assignment.post_manually),
});

function assignmentsJson(c: AppContext, loaded: LoadedCourse, assignments: AssignmentRow[]): Map<number, Record<string, unknown>> {
  const wanted = new Set(assignments.map((a) => a.id));
  const visible = visibleAssignments(c, loaded.course, loaded.access, new Set()).filter((item) => wanted.has(item.assignment.id));
  const rendered = renderAssignments(c, loaded, visible, new Set(), new Map());
  return new Map(visible.map((item, index) => [item.assignment.id, rendered[index] as Record<string, unknown>]));
}

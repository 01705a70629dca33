import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../canvas/context';
import { CanvasError, forbidden, notFound } from '../../canvas/errors';
import { confirmConflictCheck, extensionsOn } from '../../canvas/extensions';
import { pathId } from '../../canvas/ids';
import { json } from '../../canvas/respond';
import type { AssignmentRow } from '../assignments/assignment-row';
import { listActiveAssignments } from '../assignments/assignments.store';
import { loadCourse, type LoadedCourse } from '../courses/course-access';
import { visibleSectionIds } from '../courses/section-visibility';
import { renderSubmissions } from './submission-includes';
import { parseGradeRequest } from './submission-grade-params';
import { saveGrade } from './submission-grade-save';
import { findLiveSubmission, studentSectionIds } from './submission-grade.store';
import type { SubmissionRow } from './submission-row';
import { submissionView } from './submission-view';
import { byUserId, type StudentOf } from './submissions-read.routes';
import { prepared } from '../../db/statements';

const SUFFIX = '/assignments/:assignment_id/submissions/:user_id';

/**
 * docs/canvas-contract.md §5.2: grade and/or comment on one student's submission, course and section forms. Grading needs
 * manage_grades; a comment alone may also come from the student on their own submission. Students the caller
 * cannot see (another section for a section-limited TA, or no student at all) are 404s as in Canvas's
 * students_visible_to lookup. Everything the call writes is one transaction.
 */
export function submissionGradeRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .put(`/courses/:course_id${SUFFIX}`, (c) => grade(c, loadCourse(c, { rights: [] })))
    .put(`/sections/:section_id${SUFFIX}`, (c) => grade(c, sectionCourse(c), pathId(c, 'section_id')));
}

/** The course of the path's section, for the /sections/:section_id forms. */
export function sectionCourse(c: AppContext): LoadedCourse {
  const section = prepared<[number], { course_id: number }>(c.get('deps').db, `SELECT course_id FROM course_sections WHERE id = ? AND workflow_state != 'deleted'`)
    .get(pathId(c, 'section_id'));
  if (!section) throw notFound();
  return loadCourse(c, { courseId: section.course_id, rights: [] });
}

export function grade(c: AppContext, loaded: LoadedCourse, sectionId?: number, studentOf: StudentOf = byUserId): Response {
  const { db } = c.get('deps');
  const callerId = c.get('caller').id;
  const request = parseGradeRequest(c.get('params'));
  const [assignment] = listActiveAssignments(db, loaded.course.id, [pathId(c, 'assignment_id')]);
  if (!assignment) throw notFound();
  const userId = studentOf(c, assignment, loaded);
  requireVisibleStudent(c, loaded, userId, sectionId);
  const mayGrade = loaded.access.rights.has('manage_grades');
  const grading = request.grade !== undefined || request.rubricAssessment !== undefined;
  if (grading ? !mayGrade : !mayGrade && callerId !== userId) throw forbidden();
  const row = findLiveSubmission(db, assignment.id, userId);
  if (!row) throw forbidden();
  confirmConflictCheck(c);
  if (extensionsOn(c) && request.expectedUpdatedAt !== undefined && request.expectedUpdatedAt !== row.updated_at) {
    throw new CanvasError(409, { errors: [{ message: 'The submission changed since expected_updated_at.' }], submission: withComments(c, row, assignment, loaded) });
  }
  const changed = saveGrade(c, row, assignment, request, { instructor: mayGrade });
  // The grader who assessed sees the assessment they saved in the answer.
  if (request.rubricAssessment) request.includes.add('rubric_assessment');
  const [saved = row] = changed;
  // Canvas renders all_submissions without their comments: only the named student's come back. Both go through
  // the read rule, so a student's group comment answers their own submission, never a groupmate's grade.
  return json(c, {
    ...withComments(c, saved, assignment, loaded, request.includes),
    all_submissions: renderSubmissions(c, changed, submissionContext(c, assignment, loaded, request.includes)),
  });
}

/** The student must be one the caller may see, and in the section the path names. */
export function requireVisibleStudent(c: AppContext, loaded: LoadedCourse, userId: number, sectionId?: number) {
  const { db } = c.get('deps');
  const sections = studentSectionIds(db, loaded.course.id, userId);
  const visible = visibleSectionIds(db, c.get('caller').id, loaded.course.id, loaded.access);
  const seen = sections.filter((id) => (visible === undefined || visible.includes(id)) && (sectionId === undefined || id === sectionId));
  if (seen.length === 0) throw notFound();
}

const submissionContext = (c: AppContext, assignment: AssignmentRow, loaded: LoadedCourse, includes: Set<string>) => ({
  ...submissionView(c, loaded, assignment),
  includes,
  courseId: loaded.course.id,
  groupCategoryId: assignment.group_category_id,
});

/** The submission as the read API renders it with include[]=submission_comments. */
function withComments(c: AppContext, row: SubmissionRow, assignment: AssignmentRow, loaded: LoadedCourse, includes = new Set<string>()) {
  const [rendered] = renderSubmissions(c, [row], submissionContext(c, assignment, loaded, new Set(['submission_comments', ...includes])));
  return rendered;
}

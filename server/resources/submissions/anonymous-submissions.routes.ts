import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../canvas/context';
import { notFound } from '../../canvas/errors';
import { pathId } from '../../canvas/ids';
import { requireAny, type CourseRight } from '../../canvas/permissions';
import { loadCourse, type LoadedCourse } from '../courses/course-access';
import type { AssignmentRow } from '../assignments/assignment-row';
import { findByAnonymousId } from './anonymity';
import { grade, sectionCourse } from './submission-grade.routes';
import { showOne } from './submissions-read.routes';

const SUFFIX = '/assignments/:assignment_id/anonymous_submissions/:anonymous_id';

/**
 * The student an anonymous path names (canvas-lms app/controllers/anonymous_submissions_controller.rb finds the
 * submission by `anonymous_id` within the assignment). These routes are the graders' (a learner has no business
 * with anyone's anonymous id, and never learns one), so a learner is refused before the id is looked up.
 */
function studentByAnonymousId(rights: CourseRight[]) {
  return (c: AppContext, assignment: AssignmentRow, loaded: LoadedCourse): number => {
    requireAny(loaded.access, ...rights);
    const found = findByAnonymousId(c.get('deps').db, assignment.id, c.req.param('anonymous_id') ?? '');
    if (!found) throw notFound();
    return found.user_id;
  };
}

/**
 * GET and PUT …/anonymous_submissions/:anonymous_id (docs/canvas-contract.md §10.12): the single read and the
 * grade PUT of the user-id forms, answered the same way (through the read rule and the anonymity rule of
 * docs/decisions/0056-anonymous-grading.md), for a submission addressed by its anonymous id.
 */
export function anonymousSubmissionRoutes(): Hono<AppEnv> {
  const readers = studentByAnonymousId(['manage_grades', 'view_all_grades']);
  const graders = studentByAnonymousId(['manage_grades']);
  return new Hono<AppEnv>()
    .get(`/courses/:course_id${SUFFIX}`, (c) => showOne(c, readers))
    .get(`/sections/:section_id${SUFFIX}`, (c) => showOne(c, readers, { loaded: sectionCourse(c), sectionId: pathId(c, 'section_id') }))
    .put(`/courses/:course_id${SUFFIX}`, (c) => grade(c, loadCourse(c, { rights: [] }), undefined, graders))
    .put(`/sections/:section_id${SUFFIX}`, (c) => grade(c, sectionCourse(c), pathId(c, 'section_id'), graders));
}

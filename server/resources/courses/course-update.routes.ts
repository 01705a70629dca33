import { Hono } from 'hono';
import { toCanvasBoolean } from '../../canvas/coerce';
import type { AppContext, AppEnv } from '../../canvas/context';
import { nowIso } from '../../canvas/dates';
import { fieldError, forbidden, notFound, validationFailed } from '../../canvas/errors';
import { isAccountAdmin, requireAny, type CourseAccess } from '../../canvas/permissions';
import { json } from '../../canvas/respond';
import { findAccount } from '../accounts/accounts.routes';
import { findTerm } from '../terms/terms.store';
import { loadCourse } from './course-access';
import { applyCourseEvent, mayProcessEvent } from './course-events';
import { resolveCourseFields } from './course-fields';
import { imageChanges } from './course-image';
import { courseBlock, parseCourseParams, type CourseParams } from './course-params';
import type { CourseRow } from './course-row';
import { writeStoredSettings } from './course-settings.store';
import { serializeCourses } from './course.serialize';
import { findCourse } from './courses.store';
import { updateCourse, type CoursePatch } from './courses-write.store';

function courseResponse(c: AppContext, id: number): Response {
  const course = findCourse(c.get('deps').db, id);
  if (!course) throw notFound();
  // CoursesController#update passes course_json no enrollments, so the answer has none.
  const [body] = serializeCourses(c, [course], { includes: new Set(), callerEnrollments: false });
  return json(c, body);
}

/** Runs an event in its own transaction; a refused event is Canvas's 400 with errors on workflow_state. */
function processEvent(c: AppContext, course: CourseRow, event: string): void {
  const { db } = c.get('deps');
  const outcome = db.transaction(() => applyCourseEvent(db, course, event, nowIso())).immediate();
  if (!outcome.ok) throw validationFailed(fieldError('workflow_state', 'invalid', outcome.message));
}

/** Changing availability dates needs edit_course_availability, except dropping dates that follow the term. */
function changesAvailability(course: CourseRow, patch: CoursePatch): boolean {
  const restrict = (patch.restrict_enrollments_to_course_dates ?? course.restrict_enrollments_to_course_dates) === 1;
  const changed = (key: 'start_at' | 'conclude_at' | 'restrict_enrollments_to_course_dates') =>
    patch[key] !== undefined && patch[key] !== course[key] && (restrict || patch[key] !== null);
  return changed('start_at') || changed('conclude_at') || changed('restrict_enrollments_to_course_dates');
}

/** Moving to another account and changing the term are for account admins; others' values are ignored. */
function adminMoves(c: AppContext, course: CourseRow, access: CourseAccess, input: CourseParams): CoursePatch {
  const { db } = c.get('deps');
  const patch: CoursePatch = {};
  if (!access.isAdmin) return patch;
  if (input.account_id !== undefined && input.account_id !== course.account_id) {
    const target = findAccount(db, input.account_id);
    if (!target) throw notFound();
    const sameRoot = (target.root_account_id ?? target.id) === course.root_account_id;
    if (sameRoot && isAccountAdmin(db, c.get('caller').id, target.id)) patch.account_id = target.id;
  }
  const termId = input.term_id ?? input.enrollment_term_id;
  if (termId !== undefined) {
    // Canvas finds the term with api_find: an unknown term is a 404.
    const term = findTerm(db, course.root_account_id, termId);
    if (!term) throw notFound();
    patch.enrollment_term_id = term.id;
  }
  return patch;
}

/** PUT /courses/:id (docs/canvas-contract.md §2.5): course[...] fields and lifecycle events. */
export function courseUpdateRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().put('/courses/:id', (c) => {
    const { db } = c.get('deps');
    const params = c.get('params');
    const block = { ...courseBlock(params) };
    if (toCanvasBoolean(params.offer) === true) block.event = 'offer';
    const { course, access } = loadCourse(c, { param: 'id', rights: [], allowDeleted: block.event === 'undelete' });
    const input = parseCourseParams(block);
    const event = input.event;

    if (event !== undefined && Object.keys(block).length === 1) {
      // Event-only requests are checked per event; unknown events then fail as invalid for those allowed to try.
      if (!mayProcessEvent(access, course, event)) throw forbidden();
      processEvent(c, course, event);
      return courseResponse(c, course.id);
    }

    requireAny(access, 'manage_content', 'manage_course_content_edit');
    if (input.grade_passback_setting !== undefined) requireAny(access, 'manage_grades');
    if (event !== undefined && !mayProcessEvent(access, course, event)) throw forbidden();
    const moves = adminMoves(c, course, access, input);
    const account = findAccount(db, course.account_id);
    const { patch, settings, errors } = resolveCourseFields(db, input, block, {
      mode: 'update',
      existing: course,
      rootAccountId: course.root_account_id,
      accountId: course.account_id,
      isAdmin: access.isAdmin,
      canManageVisibility: access.rights.has('manage_course_visibility'),
      accountQuotaMb: account?.default_storage_quota_mb ?? course.storage_quota_mb,
    });
    if (changesAvailability(course, patch) && !access.rights.has('edit_course_availability')) throw forbidden();
    const images = imageChanges(db, course.id, block);
    if (Object.keys(errors).length > 0) throw validationFailed(errors);

    db.transaction(() => {
      const now = nowIso();
      updateCourse(db, course.id, { ...patch, ...moves }, now);
      writeStoredSettings(db, course.id, { ...settings, ...images });
      const updated = findCourse(db, course.id);
      if (event !== undefined && updated) {
        const outcome = applyCourseEvent(db, updated, event, now);
        if (!outcome.ok) throw validationFailed(fieldError('workflow_state', 'invalid', outcome.message));
      }
    }).immediate();
    return courseResponse(c, course.id);
  });
}

import { Hono } from 'hono';
import { z } from 'zod';
import { canvasId, canvasString } from '../../canvas/coerce';
import type { AppContext, AppEnv, Db } from '../../canvas/context';
import { pathId } from '../../canvas/ids';
import { nowIso } from '../../canvas/dates';
import { badRequest, notFound, parameterMissing } from '../../canvas/errors';
import { requireAny } from '../../canvas/permissions';
import { json } from '../../canvas/respond';
import { parseParams } from '../../canvas/validate';
import { enrollmentJson } from '../course-users/course-user.serialize';
import { loadRosterEnrollments } from '../course-users/roster-enrollments.store';
import { userRights } from '../course-users/roster-params';
import { courseGradesOf } from './enrollment-grades';
import { syncSubmissionRows } from '../assignments/submission-rows';
import { loadCourse, type LoadedCourse } from '../courses/course-access';
import { ENROLLMENT_TYPES } from '../courses/course-row';
import { findSection } from '../overrides/overrides.store';
import { findUser } from '../users/users.store';
import { prepared } from '../../db/statements';

/** Every enrollment type but the test student's, which Canvas creates itself. */
const ENROLLABLE_TYPES: string[] = Object.values(ENROLLMENT_TYPES).filter((type) => type !== ENROLLMENT_TYPES.student_view);

const enrollParams = z.object({
  enrollment: z.object({
    user_id: canvasId,
    type: canvasString,
    enrollment_state: z.enum(['active', 'invited', 'inactive']).default('invited'),
    course_section_id: canvasId.optional(),
  }),
});

function sectionFor(db: Db, courseId: number, sectionId: number | undefined): number {
  const row = sectionId
    ? prepared<[number, number], { id: number }>(db, `SELECT id FROM course_sections WHERE id = ? AND course_id = ? AND workflow_state != 'deleted'`).get(sectionId, courseId)
    : prepared<[number], { id: number }>(db, `SELECT id FROM course_sections WHERE course_id = ? AND workflow_state != 'deleted' ORDER BY id LIMIT 1`).get(courseId);
  if (!row) throw badRequest(sectionId ? 'The specified section does not belong to this course' : 'The course has no section');
  return row.id;
}

/**
 * Enrolls an existing user in `course`. Students need manage_students (teachers, TAs, admins); staff roles need
 * manage_admin_users (teachers, admins). Enrolling the same user in the same role and section again returns the
 * existing enrollment. `pathSectionId` is the section named by /sections/:section_id/enrollments, which wins over
 * enrollment[course_section_id] as in Canvas's EnrollmentsApiController.
 */
function enroll(c: AppContext, { course, access }: LoadedCourse, pathSectionId?: number): Response {
  if (c.get('params').enrollment === undefined) throw parameterMissing('enrollment');
  const { enrollment } = parseParams(enrollParams, c.get('params'));
  const type = ENROLLABLE_TYPES.find((t) => t === enrollment.type);
  if (!type) throw badRequest('Invalid type');
  requireAny(access, ...(type === 'StudentEnrollment' || type === 'ObserverEnrollment' ? (['manage_students'] as const) : (['manage_admin_users'] as const)));
  const { db } = c.get('deps');
  if (!findUser(db, enrollment.user_id)) throw notFound();
  const sectionId = sectionFor(db, course.id, pathSectionId ?? enrollment.course_section_id);
  const id = db.transaction(() => {
    const existing = prepared<[number, number, number, string], { id: number }>(db,
        `SELECT id FROM enrollments WHERE user_id = ? AND course_id = ? AND course_section_id = ? AND type = ? AND workflow_state != 'deleted'`,
      )
      .get(enrollment.user_id, course.id, sectionId, type);
    if (existing) return existing.id;
    const now = nowIso();
    const info = prepared(db,
        `INSERT INTO enrollments (user_id, course_id, course_section_id, type, workflow_state, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(enrollment.user_id, course.id, sectionId, type, enrollment.enrollment_state, now, now);
    // A new student is assigned what everyone (or their section) is: their submission rows (decision 11).
    if (type === 'StudentEnrollment') syncSubmissionRows(db, course.id, undefined, [enrollment.user_id]);
    return Number(info.lastInsertRowid);
  }).immediate();
  const row = loadRosterEnrollments(db, course.id, [enrollment.user_id], ['active', 'invited', 'inactive', 'completed'])
    .get(enrollment.user_id)
    ?.find((e) => e.id === id);
  if (!row) throw notFound();
  const courseGrades = courseGradesOf(db, course, [enrollment.user_id]);
  return json(c, enrollmentJson(c, row, { includes: new Set(), rights: userRights(access), callerId: c.get('caller').id, courseGrades }));
}

/** An active section and its course; a deleted or unknown section is 404, as api_find(CourseSection.active) is. */
export function loadSectionCourse(c: AppContext): { loaded: LoadedCourse; sectionId: number } {
  const section = findSection(c.get('deps').db, pathId(c, 'section_id'));
  if (!section || section.workflow_state === 'deleted') throw notFound();
  return { loaded: loadCourse(c, { courseId: section.course_id, rights: [] }), sectionId: section.id };
}

/** POST /courses/:course_id/enrollments and /sections/:section_id/enrollments: enroll an existing user. */
export function enrollmentRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post('/courses/:course_id/enrollments', (c) => enroll(c, loadCourse(c, { rights: [] })))
    .post('/sections/:section_id/enrollments', (c) => {
      const { loaded, sectionId } = loadSectionCourse(c);
      return enroll(c, loaded, sectionId);
    });
}

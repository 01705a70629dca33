import { Hono } from 'hono';
import { isExactlyTrue, toCanvasBoolean } from '../../canvas/coerce';
import type { AppContext, AppEnv, Db } from '../../canvas/context';
import { nowIso } from '../../canvas/dates';
import { forbidden, notFound, validationFailed } from '../../canvas/errors';
import { pathId } from '../../canvas/ids';
import { isAccountAdmin } from '../../canvas/permissions';
import { json } from '../../canvas/respond';
import { canvasUuid } from '../../canvas/uuid';
import { findAccount, type AccountRow } from '../accounts/accounts.routes';
import { defaultTerm, findTerm, insertDefaultTerm } from '../terms/terms.store';
import { resolveCourseFields } from './course-fields';
import { courseBlock, parseCourseParams } from './course-params';
import type { CourseRow } from './course-row';
import { writeStoredSettings } from './course-settings.store';
import { serializeCourses } from './course.serialize';
import { findCourse } from './courses.store';
import { insertCourse, insertEnrollment, insertSection } from './courses-write.store';

/** course[account_id] may place the course in a sub-account of the one in the path (Canvas's find_child). */
function targetAccount(db: Db, account: AccountRow, subAccountId: number | undefined): AccountRow {
  if (subAccountId === undefined || subAccountId === account.id) return account;
  const child = findAccount(db, subAccountId);
  let cursor = child;
  while (cursor && cursor.id !== account.id) {
    cursor = cursor.parent_account_id === null ? undefined : findAccount(db, cursor.parent_account_id);
  }
  if (!child || !cursor) throw notFound();
  return child;
}

/** The create response adds the fields Canvas lists explicitly in CoursesController#create. */
function createdCourseJson(c: AppContext, course: CourseRow, legacyEnd: boolean) {
  // No enrollments, not even the one enroll_me just made: CoursesController#create passes course_json none.
  const [body] = serializeCourses(c, [course], { includes: new Set(), callerEnrollments: false });
  return {
    ...body,
    public_description: course.public_description,
    allow_student_assignment_edits: false,
    allow_wiki_comments: course.allow_wiki_comments === 1,
    allow_student_forum_attachments: course.allow_student_forum_attachments === 1,
    open_enrollment: course.open_enrollment === 1,
    self_enrollment: course.self_enrollment === 1,
    // Canvas echoes conclude_at only to callers who used that legacy name.
    ...(legacyEnd ? { conclude_at: course.conclude_at } : {}),
  };
}

/** POST /accounts/:account_id/courses (docs/canvas-contract.md §2.4). */
export function courseCreateRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/accounts/:account_id/courses', (c) => {
    const { db } = c.get('deps');
    const callerId = c.get('caller').id;
    const account = findAccount(db, pathId(c, 'account_id'));
    if (!account) throw notFound();
    if (!isAccountAdmin(db, callerId, account.id)) throw forbidden();

    const params = c.get('params');
    const block = courseBlock(params);
    const input = parseCourseParams(block);
    const home = targetAccount(db, account, input.account_id);
    const rootAccountId = home.root_account_id ?? home.id;
    const termId = input.term_id ?? input.enrollment_term_id;
    // Canvas looks the term up with api_find, so an unknown term is a 404 rather than a field error.
    if (termId !== undefined && !findTerm(db, rootAccountId, termId)) throw notFound();
    const { patch, settings, errors } = resolveCourseFields(db, input, block, {
      mode: 'create',
      rootAccountId,
      accountId: home.id,
      isAdmin: true,
      canManageVisibility: true,
      accountQuotaMb: home.default_storage_quota_mb,
    });
    if (Object.keys(errors).length > 0) throw validationFailed(errors);

    const enrollMe = isExactlyTrue(params.enroll_me);
    const offer = toCanvasBoolean(params.offer) === true;
    const now = nowIso();
    const courseId = db.transaction(() => {
      const term = termId ?? defaultTerm(db, rootAccountId)?.id ?? insertDefaultTerm(db, rootAccountId, now);
      const name = patch.name ?? 'Unnamed Course';
      const id = insertCourse(db, {
        time_zone: home.default_time_zone,
        storage_quota_mb: home.default_storage_quota_mb,
        ...patch,
        name,
        course_code: patch.course_code ?? name,
        account_id: home.id,
        root_account_id: rootAccountId,
        enrollment_term_id: term,
        uuid: canvasUuid(),
        // A teacher enrolled at creation claims the course; offer publishes it.
        workflow_state: offer ? 'available' : enrollMe ? 'claimed' : 'created',
        created_at: now,
        updated_at: now,
      });
      const sectionId = insertSection(db, id, name, now);
      if (enrollMe) {
        insertEnrollment(db, { userId: callerId, courseId: id, sectionId, type: 'TeacherEnrollment', state: 'active', now });
      }
      writeStoredSettings(db, id, settings);
      return id;
    }).immediate();
    const course = findCourse(db, courseId);
    if (!course) throw notFound();
    return json(c, createdCourseJson(c, course, input.end_at === undefined && input.conclude_at !== undefined));
  });
}

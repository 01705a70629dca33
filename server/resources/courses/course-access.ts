import type { AppContext } from '../../canvas/context';
import { notFound } from '../../canvas/errors';
import { pathId } from '../../canvas/ids';
import { ACCOUNT_CHAIN_SQL, courseAccess, requireAny, type CourseAccess, type CourseRight } from '../../canvas/permissions';
import { findAccount } from '../accounts/accounts.routes';
import type { CourseRow } from './course-row';
import { findCourse } from './courses.store';
import { prepared } from '../../db/statements';

export type LoadedCourse = { course: CourseRow; access: CourseAccess };

/**
 * Resolves the course named in the path and the caller's rights in it. Missing and deleted courses are 404
 * (before any permission check, as Canvas does); a caller lacking every listed right gets 403. An empty
 * `rights` list skips the check for endpoints that decide later which right applies. `courseId` names the
 * course when the path does not (a group's or a section's course).
 */
export function loadCourse(
  c: AppContext,
  options: { param?: string; courseId?: number; rights?: CourseRight[]; allowDeleted?: boolean } = {},
): LoadedCourse {
  const { db } = c.get('deps');
  const course = findCourse(db, options.courseId ?? pathId(c, options.param ?? 'course_id'));
  if (!course || (course.workflow_state === 'deleted' && !options.allowDeleted)) throw notFound();
  const access = courseAccess(db, c.get('caller').id, course);
  const rights = options.rights ?? ['read'];
  if (rights.length > 0) requireAny(access, ...rights);
  return { course, access };
}

/**
 * For /accounts/:account_id/courses/:id: Canvas finds the course among the account's associated courses (its own
 * and its sub-accounts'), so an unknown account, or a course outside the account's tree, is a 404.
 */
export function requireCourseInAccount(c: AppContext, param = 'id'): void {
  const { db } = c.get('deps');
  const account = findAccount(db, pathId(c, 'account_id'));
  const course = findCourse(db, pathId(c, param));
  const inTree =
    account !== undefined &&
    course !== undefined &&
    prepared<[number, number], { ok: number }>(db, `${ACCOUNT_CHAIN_SQL} SELECT 1 AS ok FROM chain WHERE id = ?`)
      .get(course.account_id, account.id) !== undefined;
  if (!inTree) throw notFound();
}

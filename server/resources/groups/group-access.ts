import type { AppContext } from '../../canvas/context';
import { CanvasError, forbidden, notFound } from '../../canvas/errors';
import { pathId } from '../../canvas/ids';
import { courseAccess, requireAny, type CourseAccess, type CourseRight } from '../../canvas/permissions';
import type { CourseRow } from '../courses/course-row';
import { findCourse } from '../courses/courses.store';
import type { GroupCategoryRow, GroupRow } from './group-row';
import { findActiveGroup, findCategory, isAcceptedMember } from './groups.store';

/** GroupPermissionHelper's :view rights on the course: any of the granular manage_groups rights. */
export const MANAGE_GROUPS: CourseRight[] = ['manage_groups_add', 'manage_groups_manage', 'manage_groups_delete'];
/** Course rights that read every group of the course, member or not. */
const READS_EVERY_GROUP: CourseRight[] = ['view_group_pages', ...MANAGE_GROUPS];

/** The course of a group or group set; a deleted course hides what it holds. */
function liveCourse(c: AppContext, courseId: number, missing: () => CanvasError): { course: CourseRow; access: CourseAccess } {
  const { db } = c.get('deps');
  const course = findCourse(db, courseId);
  if (!course || course.workflow_state === 'deleted') throw missing();
  return { course, access: courseAccess(db, c.get('caller').id, course) };
}

/**
 * Group's :read policy for a course group: the course must be readable to the caller, and the caller must be an
 * accepted member or hold a course right that reads every group (view_group_pages, manage_groups_*).
 * Deleted and unknown groups are 404.
 */
export function loadReadableGroup(c: AppContext): { group: GroupRow; course: CourseRow; access: CourseAccess } {
  const { db } = c.get('deps');
  const group = findActiveGroup(db, pathId(c, 'group_id'));
  if (!group) throw notFound();
  const { course, access } = liveCourse(c, group.course_id, notFound);
  const readsAll = READS_EVERY_GROUP.some((right) => access.rights.has(right));
  const member = () => isAcceptedMember(db, group.id, c.get('caller').id);
  if (!access.rights.has('read') || !(readsAll || member())) throw forbidden();
  return { group, course, access };
}

/** GroupCategoriesController#get_category_context answers an unknown set with its own 404 body. */
const categoryNotFound = () => new CanvasError(404, { status: 'not found' });

/** A group set the caller may view: GroupPermissionHelper's :view, any manage_groups right on its course. */
export function loadViewableCategory(c: AppContext): { category: GroupCategoryRow; course: CourseRow; access: CourseAccess } {
  const category = findCategory(c.get('deps').db, pathId(c, 'group_category_id'));
  if (!category) throw categoryNotFound();
  const { course, access } = liveCourse(c, category.course_id, categoryNotFound);
  requireAny(access, ...MANAGE_GROUPS);
  return { category, course, access };
}

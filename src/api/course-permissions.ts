import { queryOptions } from '@tanstack/react-query';
import { courseKeys } from './course-keys';
import { canvasFetch } from './http/canvas-fetch';
import { coursePermissionsSchema, type CoursePermissions } from './schemas/course-actions';
import type { CanvasId } from '@/api/schemas/ids';

/**
 * Every course right the app checks, asked for in ONE request per course (§2.20) so the sidebar and
 * every page share the answer. Add a name here rather than starting a second permissions query.
 */
const COURSE_PERMISSION_NAMES = [
  'read_roster',
  'read_as_admin',
  'read_reports',
  'view_all_grades',
  'manage_grades',
  'manage_content',
  'manage_course_content_edit',
  'update',
  'change_course_state',
  'manage_courses_publish',
  'manage_courses_conclude',
  'manage_courses_delete',
  'delete',
  'reset_content',
  'manage_courses_reset',
  'manage_assignments',
  'manage_assignments_add',
  'manage_assignments_edit',
  'manage_assignments_delete',
] as const;

export type CoursePermissionName = (typeof COURSE_PERMISSION_NAMES)[number];

const coursePermissionKeys = {
  // Under the course's detail key: invalidating the course refreshes what the caller may do in it.
  detail: (courseId: CanvasId) => [...courseKeys.detail(courseId), 'permissions'] as const,
};

async function fetchCoursePermissions(courseId: CanvasId, signal?: AbortSignal): Promise<CoursePermissions> {
  const { data } = await canvasFetch(`/api/v1/courses/${courseId}/permissions`, {
    schema: coursePermissionsSchema,
    params: { permissions: [...COURSE_PERMISSION_NAMES] },
    signal,
  });
  return data;
}

export const coursePermissionQueries = {
  detail: (courseId: CanvasId) =>
    queryOptions({
      queryKey: coursePermissionKeys.detail(courseId),
      queryFn: ({ signal }) => fetchCoursePermissions(courseId, signal),
      // Roles rarely change during a session; a reload picks up a change.
      staleTime: 5 * 60_000,
    }),
};

/** True when the caller holds any of the rights; a name Canvas did not answer counts as not held. */
export function hasAnyRight(permissions: CoursePermissions | undefined, ...names: CoursePermissionName[]): boolean {
  return names.some((name) => permissions?.[name] === true);
}

/** PUT /courses/:id/settings needs manage_content or manage_course_content_edit (§2.9). */
export const canManageSettings = (permissions: CoursePermissions | undefined) =>
  hasAnyRight(permissions, 'manage_content', 'manage_course_content_edit');

/** The roster (§2.10): read_roster, view_all_grades or manage_grades. */
export const canReadRoster = (permissions: CoursePermissions | undefined) =>
  hasAnyRight(permissions, 'read_roster', 'view_all_grades', 'manage_grades');

/** Every student's submissions, the grading view's rail (§5.1): manage_grades or view_all_grades. */
export const canReadAllSubmissions = (permissions: CoursePermissions | undefined) =>
  hasAnyRight(permissions, 'manage_grades', 'view_all_grades');

/** Effective due dates and content sharing are for course staff (read_as_admin, §2.13, §2.19). */
export const canReadAsAdmin = (permissions: CoursePermissions | undefined) => hasAnyRight(permissions, 'read_as_admin');

/** Recent students (§2.12). */
export const canReadReports = (permissions: CoursePermissions | undefined) => hasAnyRight(permissions, 'read_reports');

/** Editing course details: PUT /courses/:id with fields needs manage_content or manage_course_content_edit (§2.5). */
export const canEditCourse = (permissions: CoursePermissions | undefined) =>
  hasAnyRight(permissions, 'manage_content', 'manage_course_content_edit');

/** Publish and unpublish (the offer and claim events, §2.5). */
export const canPublishCourse = (permissions: CoursePermissions | undefined) =>
  hasAnyRight(permissions, 'change_course_state', 'manage_courses_publish');

export const canConcludeCourse = (permissions: CoursePermissions | undefined) =>
  hasAnyRight(permissions, 'change_course_state', 'manage_courses_conclude');

/** The delete right; teachers who may change the course state may also delete it while it is unpublished (§2.6). */
export const canDeleteCourse = (permissions: CoursePermissions | undefined, workflowState: string) =>
  hasAnyRight(permissions, 'delete', 'manage_courses_delete') ||
  (workflowState === 'unpublished' && hasAnyRight(permissions, 'change_course_state'));

/** Undelete (§2.5) needs the delete right itself: the unpublished-course exception no longer applies to a deleted course. */
export const canRestoreCourse = (permissions: CoursePermissions | undefined) =>
  hasAnyRight(permissions, 'delete', 'manage_courses_delete');

export const canResetCourse = (permissions: CoursePermissions | undefined) =>
  hasAnyRight(permissions, 'reset_content', 'manage_courses_reset');

/** Creating assignments and assignment groups (§4.4): manage_assignments_add, or the legacy manage_assignments. */
export const canAddAssignments = (permissions: CoursePermissions | undefined) =>
  hasAnyRight(permissions, 'manage_assignments', 'manage_assignments_add');

/** Editing assignments, their dates and their groups, publishing included (§4.5). */
export const canEditAssignments = (permissions: CoursePermissions | undefined) =>
  hasAnyRight(permissions, 'manage_assignments', 'manage_assignments_edit');

export const canDeleteAssignments = (permissions: CoursePermissions | undefined) =>
  hasAnyRight(permissions, 'manage_assignments', 'manage_assignments_delete');

import { canAddAssignments, canDeleteAssignments, canEditAssignments } from '@/api/course-permissions';
import type { CoursePermissions } from '@/api/schemas/course-actions';

/** What the caller may do on the page; students and observers get none of it and a read-only list. */
export interface AssignmentAbilities {
  add: boolean;
  edit: boolean;
  delete: boolean;
}

export function assignmentAbilities(permissions: CoursePermissions | undefined): AssignmentAbilities {
  return { add: canAddAssignments(permissions), edit: canEditAssignments(permissions), delete: canDeleteAssignments(permissions) };
}

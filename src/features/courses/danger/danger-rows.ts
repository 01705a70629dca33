import { canConcludeCourse, canDeleteCourse, canResetCourse } from '@/api/course-permissions';
import type { CoursePermissions } from '@/api/schemas/course-actions';
import type { Course } from '@/api/schemas/course';
import type { DangerActionProps } from './danger-action';

export type DangerActionId = 'conclude' | 'reopen' | 'delete' | 'reset';

export interface DangerRow extends Omit<DangerActionProps, 'onPress'> {
  id: DangerActionId;
}

/** What deleting does, said once for the row and the dialog: the course can come back, its people cannot. */
export const DELETE_CONSEQUENCES =
  'Teachers and students lose access at once and it leaves every course list. An administrator can restore it, unpublished, but not its enrollments: people must be added again.';

/** The danger-zone actions the caller's rights allow for the course as it is now; empty means the page is not for them. */
export function dangerRows(course: Pick<Course, 'workflow_state'>, permissions: CoursePermissions | undefined): DangerRow[] {
  const concluded = course.workflow_state === 'completed';
  const rows: (DangerRow & { allowed: boolean })[] = [
    {
      id: 'conclude',
      allowed: !concluded && canConcludeCourse(permissions),
      title: 'Conclude this course',
      description: 'Ends the course for everyone now. Students keep read-only access; the course moves to Concluded.',
      buttonLabel: 'Conclude course',
    },
    {
      id: 'reopen',
      allowed: concluded && canConcludeCourse(permissions),
      title: 'Reopen this course',
      description: 'Makes the concluded course available again and clears its end date. Enrollments concluded with it stay concluded.',
      buttonLabel: 'Reopen course',
      variant: 'secondary',
    },
    {
      id: 'reset',
      allowed: canResetCourse(permissions),
      title: 'Reset course content',
      description: 'Replaces the course with a new, empty one that keeps its people and settings but none of its content.',
      buttonLabel: 'Reset course',
    },
    {
      id: 'delete',
      allowed: canDeleteCourse(permissions, course.workflow_state),
      title: 'Delete this course',
      description: `Removes the course and every enrollment in it. ${DELETE_CONSEQUENCES}`,
      buttonLabel: 'Delete course',
    },
  ];
  return rows.filter((row) => row.allowed).map(({ allowed: _allowed, ...row }) => row);
}

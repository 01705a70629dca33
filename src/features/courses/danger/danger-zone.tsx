import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { canConcludeCourse, canDeleteCourse, canResetCourse, coursePermissionQueries } from '@/api/course-permissions';
import { courseQueries, useConcludeCourse, useDeleteCourse } from '@/api/courses';
import type { Course } from '@/api/schemas/course';
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import { showToast } from '@/components/toast/toast-queue';
import { DangerAction, type DangerActionProps } from './danger-action';
import { DangerConfirmDialog } from './danger-confirm-dialog';
import { ResetCourseDialog } from './reset-course-dialog';

export interface DangerZoneProps {
  courseId: number;
  /** After a delete: leave the course's pages (it is gone), then forget it. */
  onDeleted: () => void;
  /** After a reset: go to the replacement course. */
  onReset: (replacement: Course) => void;
}

type ActionId = 'conclude' | 'delete' | 'reset';

interface DangerRow extends Omit<DangerActionProps, 'onPress'> {
  id: ActionId;
  allowed: boolean;
}

/** Conclude, reset and delete, each behind a dialog that says exactly what will happen. */
export function DangerZone({ courseId, onDeleted, onReset }: DangerZoneProps) {
  const { data: course } = useSuspenseQuery(courseQueries.detail(courseId));
  const permissions = useQuery(coursePermissionQueries.detail(courseId));
  const [open, setOpen] = useState<ActionId | null>(null);
  const conclude = useConcludeCourse(courseId);
  const remove = useDeleteCourse(courseId);

  if (permissions.isPending) return <Spinner label="Checking what you can do…" />;
  if (permissions.isError) throw permissions.error;
  const concluded = course.workflow_state === 'completed';
  const rows: DangerRow[] = [
    {
      id: 'conclude',
      allowed: canConcludeCourse(permissions.data),
      title: 'Conclude this course',
      description: 'Ends the course for everyone now. Students keep read-only access; the course moves to Concluded.',
      buttonLabel: 'Conclude course',
      isDisabled: concluded,
      note: concluded ? 'This course is already concluded.' : undefined,
    },
    {
      id: 'reset',
      allowed: canResetCourse(permissions.data),
      title: 'Reset course content',
      description: 'Replaces the course with a new, empty one that keeps its people and settings but none of its content.',
      buttonLabel: 'Reset course',
    },
    {
      id: 'delete',
      allowed: canDeleteCourse(permissions.data, course.workflow_state),
      title: 'Delete this course',
      description: 'Removes the course and every enrollment in it. Nobody can open it afterwards.',
      buttonLabel: 'Delete course',
    },
  ];
  const actions = rows.filter((row) => row.allowed);
  if (actions.length === 0) {
    return <EmptyState title="Nothing you can do here" description="Your role in this course cannot conclude, reset or delete it." />;
  }
  const close = () => setOpen(null);

  return (
    <>
      <ul className="danger-zone">
        {actions.map(({ id, allowed, ...row }) => (
          <DangerAction key={id} {...row} onPress={() => setOpen(id)} />
        ))}
      </ul>
      <DangerConfirmDialog
        isOpen={open === 'conclude'}
        onClose={close}
        mutation={conclude}
        title={`Conclude ${course.name}?`}
        description="Students keep read-only access; the course moves to Concluded. Active and invited enrollments are completed, and the end date becomes now unless one is set. Teachers can no longer change content or grades."
        confirmLabel="Conclude course"
        onConfirm={() =>
          conclude.mutate(undefined, {
            onSuccess: () => {
              close();
              showToast({ title: `${course.name} is concluded`, description: 'Students keep read-only access.', tone: 'success' });
            },
          })
        }
      />
      <DangerConfirmDialog
        isOpen={open === 'delete'}
        onClose={close}
        mutation={remove}
        title={`Delete ${course.name}?`}
        description="The course and all of its enrollments are deleted. Teachers and students lose access at once, and it disappears from every course list. Only an administrator can restore it."
        confirmLabel="Delete course"
        onConfirm={() => remove.mutate(undefined, { onSuccess: onDeleted })}
      />
      <ResetCourseDialog course={course} isOpen={open === 'reset'} onClose={close} onReset={onReset} />
    </>
  );
}

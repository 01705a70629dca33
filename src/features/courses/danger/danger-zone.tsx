import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { canConcludeCourse, canDeleteCourse, canResetCourse, coursePermissionQueries } from '@/api/course-permissions';
import { courseQueries, useConcludeCourse, useDeleteCourse } from '@/api/courses';
import type { Course } from '@/api/schemas/course';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import { showToast } from '@/components/toast/toast-queue';
import { DangerAction } from './danger-action';
import { ResetCourseDialog } from './reset-course-dialog';

export interface DangerZoneProps {
  courseId: number;
  /** After a delete: leave the course's pages (it is gone), then forget it. */
  onDeleted: () => void;
  /** After a reset: go to the replacement course. */
  onReset: (replacement: Course) => void;
}

type Open = 'conclude' | 'delete' | 'reset' | null;

/** Conclude, reset and delete, each behind a dialog that says exactly what will happen. */
export function DangerZone({ courseId, onDeleted, onReset }: DangerZoneProps) {
  const { data: course } = useSuspenseQuery(courseQueries.detail(courseId));
  const permissions = useQuery(coursePermissionQueries.detail(courseId));
  const [open, setOpen] = useState<Open>(null);
  const conclude = useConcludeCourse(courseId);
  const remove = useDeleteCourse(courseId);

  if (permissions.isPending) return <Spinner label="Checking what you can do…" />;
  if (permissions.isError) throw permissions.error;
  const may = {
    conclude: canConcludeCourse(permissions.data),
    reset: canResetCourse(permissions.data),
    delete: canDeleteCourse(permissions.data, course.workflow_state),
  };
  if (!may.conclude && !may.reset && !may.delete) {
    return <EmptyState title="Nothing you can do here" description="Your role in this course cannot conclude, reset or delete it." />;
  }

  const concluded = course.workflow_state === 'completed';
  const closeWith = (mutation: { reset: () => void }) => (isOpen: boolean) => {
    if (!isOpen) mutation.reset();
    setOpen(isOpen ? open : null);
  };

  return (
    <>
      <ul className="danger-zone">
        {may.conclude ? (
          <DangerAction
            title="Conclude this course"
            description="Ends the course for everyone now. Students keep read-only access; the course moves to Concluded."
            buttonLabel="Conclude course"
            onPress={() => setOpen('conclude')}
            isDisabled={concluded}
            note={concluded ? 'This course is already concluded.' : undefined}
          />
        ) : null}
        {may.reset ? (
          <DangerAction
            title="Reset course content"
            description="Replaces the course with a new, empty one that keeps its people and settings but none of its content."
            buttonLabel="Reset course"
            onPress={() => setOpen('reset')}
          />
        ) : null}
        {may.delete ? (
          <DangerAction
            title="Delete this course"
            description="Removes the course and every enrollment in it. Nobody can open it afterwards."
            buttonLabel="Delete course"
            onPress={() => setOpen('delete')}
          />
        ) : null}
      </ul>
      <ConfirmDialog
        isOpen={open === 'conclude'}
        onOpenChange={closeWith(conclude)}
        title={`Conclude ${course.name}?`}
        description="Students keep read-only access; the course moves to Concluded. Active and invited enrollments are completed, and the end date becomes now unless one is set. Teachers can no longer change content or grades."
        confirmLabel="Conclude course"
        tone="danger"
        isPending={conclude.isPending}
        error={conclude.error?.message}
        onConfirm={() =>
          conclude.mutate(undefined, {
            onSuccess: () => {
              setOpen(null);
              showToast({ title: `${course.name} is concluded`, description: 'Students keep read-only access.', tone: 'success' });
            },
          })
        }
      />
      <ConfirmDialog
        isOpen={open === 'delete'}
        onOpenChange={closeWith(remove)}
        title={`Delete ${course.name}?`}
        description="The course and all of its enrollments are deleted. Teachers and students lose access at once, and it disappears from every course list. Only an administrator can restore it."
        confirmLabel="Delete course"
        tone="danger"
        isPending={remove.isPending}
        error={remove.error?.message}
        onConfirm={() => remove.mutate(undefined, { onSuccess: onDeleted })}
      />
      <ResetCourseDialog course={course} isOpen={open === 'reset'} onOpenChange={(isOpen) => setOpen(isOpen ? 'reset' : null)} onReset={onReset} />
    </>
  );
}

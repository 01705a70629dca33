import { useEffect, useRef, useState } from 'react';
import { useConcludeCourse, useCourseEvent, useDeleteCourse } from '@/api/courses';
import type { Course } from '@/api/schemas/course';
import { DangerAction } from './danger-action';
import { DangerConfirmDialog } from './danger-confirm-dialog';
import { DELETE_CONSEQUENCES, type DangerActionId, type DangerRow } from './danger-rows';
import { ResetCourseDialog } from './reset-course-dialog';

export interface DangerZoneProps {
  course: Course;
  /** What the caller's rights allow here (dangerRows); the route shows the permission page when it is nothing. */
  rows: DangerRow[];
  /** After a delete: leave the course's pages (it is gone), then forget it. */
  onDeleted: () => void;
  /** After a reset: go to the replacement course. */
  onReset: (replacement: Course) => void;
}

/** Conclude or reopen, reset and delete, each behind a dialog that says exactly what will happen. */
export function DangerZone({ course, rows, onDeleted, onReset }: DangerZoneProps) {
  const courseId = course.id;
  const [open, setOpen] = useState<DangerActionId | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const conclude = useConcludeCourse(courseId);
  const reopen = useCourseEvent(courseId);
  const remove = useDeleteCourse(courseId);
  const close = () => setOpen(null);
  // The button that opened the dialog is gone once it succeeds: the outcome takes focus, not the page body.
  const succeeded = (message: string) => {
    close();
    setNotice(message);
  };

  return (
    <>
      <Notice text={notice} />
      <ul className="danger-zone">
        {rows.map(({ id, ...row }) => (
          <DangerAction key={id} {...row} onPress={() => setOpen(id)} />
        ))}
      </ul>
      <DangerConfirmDialog
        isOpen={open === 'conclude'}
        onClose={close}
        mutation={conclude}
        title={`Conclude ${course.name}?`}
        description="Students keep read-only access; the course moves to Concluded. Active and invited enrollments are completed, and the end date becomes now unless one is set. Teachers can no longer change content or grades, and only an administrator can reopen it."
        confirmLabel="Conclude course"
        onConfirm={() => conclude.mutate(undefined, { onSuccess: () => succeeded(`${course.name} is concluded. Students keep read-only access.`) })}
      />
      <DangerConfirmDialog
        isOpen={open === 'reopen'}
        onClose={close}
        mutation={reopen}
        title={`Reopen ${course.name}?`}
        description="The course becomes available again and its end date is cleared. Enrollments that were concluded with it stay concluded."
        confirmLabel="Reopen course"
        onConfirm={() => reopen.mutate('unconclude', { onSuccess: () => succeeded(`${course.name} is open again.`) })}
      />
      <DangerConfirmDialog
        isOpen={open === 'delete'}
        onClose={close}
        mutation={remove}
        title={`Delete ${course.name}?`}
        description={`The course and all of its enrollments are deleted. ${DELETE_CONSEQUENCES}`}
        confirmLabel="Delete course"
        onConfirm={() => remove.mutate(undefined, { onSuccess: onDeleted })}
      />
      <ResetCourseDialog course={course} isOpen={open === 'reset'} onClose={close} onReset={onReset} />
    </>
  );
}

/** The outcome of the last action, announced and focused (once the dialog has handed focus back). */
function Notice({ text }: { text: string | null }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (text === null) return;
    const frame = requestAnimationFrame(() => ref.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [text]);
  if (text === null) return null;
  return (
    <p ref={ref} role="status" tabIndex={-1} className="danger-zone__notice">
      {text}
    </p>
  );
}

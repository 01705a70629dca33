import { useState } from 'react';
import { useResetCourse } from '@/api/courses';
import type { Course } from '@/api/schemas/course';
import { TextField } from '@/components/form/text-field';
import { DangerConfirmDialog } from './danger-confirm-dialog';

export interface ResetCourseDialogProps {
  course: Course;
  isOpen: boolean;
  onClose: () => void;
  onReset: (replacement: Course) => void;
}

/** Reset cannot be undone, so the course name must be typed before the button enables. */
export function ResetCourseDialog({ course, isOpen, onClose, onReset }: ResetCourseDialogProps) {
  const reset = useResetCourse(course.id);
  const [typed, setTyped] = useState('');
  const matches = typed.trim() === course.name.trim();
  const closeAndClear = () => {
    setTyped('');
    onClose();
  };
  return (
    <DangerConfirmDialog
      isOpen={isOpen}
      onClose={closeAndClear}
      mutation={reset}
      title={`Reset ${course.name}?`}
      description={
        <>
          <p>
            A new, empty course replaces this one, with the same name, code, term, dates and settings. Every section and
            enrollment moves to it, so the same people are in it.
          </p>
          <p>
            All content (assignments, files, pages, submissions and grades) stays behind in this course, which is deleted. The
            course gets a new address. This cannot be undone.
          </p>
        </>
      }
      confirmLabel="Reset course"
      isConfirmDisabled={!matches}
      onConfirm={() => reset.mutate(undefined, { onSuccess: onReset })}
    >
      <TextField
        label={`Type the course name (${course.name}) to confirm`}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        autoComplete="off"
        spellCheck={false}
      />
    </DangerConfirmDialog>
  );
}

// STUB (owned by the grade panel part): the props are the contract.
import type { Assignment } from '@/api/schemas/assignment';
import type { SubmissionDetail } from '@/api/schemas/submission-detail';
import { GRADE_INPUT_ID } from '../focus-targets';

export interface GradePanelProps {
  courseId: number;
  assignment: Assignment;
  /** The selected student's submission, read with history, comments and user. */
  submission: SubmissionDetail;
  /** The student's name, or "Student N" while names are hidden; use it wherever the student is named. */
  studentLabel: string;
  hideNames: boolean;
}

export function GradePanel({ submission, studentLabel }: GradePanelProps) {
  return (
    <section aria-label="Grade">
      <label htmlFor={GRADE_INPUT_ID}>{`Grade for ${studentLabel}`}</label>
      <input id={GRADE_INPUT_ID} defaultValue={submission.grade ?? ''} readOnly />
    </section>
  );
}

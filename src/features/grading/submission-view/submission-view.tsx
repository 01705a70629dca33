// STUB (owned by the submission view part): the props are the contract.
import type { Assignment } from '@/api/schemas/assignment';
import type { SubmissionDetail } from '@/api/schemas/submission-detail';

export interface SubmissionViewProps {
  courseId: number;
  assignment: Assignment;
  submission: SubmissionDetail;
  /** The student's name, or "Student N" while names are hidden. */
  studentLabel: string;
  /** The course's time zone, for submitted times. */
  timeZone: string | undefined;
}

export function SubmissionView({ submission, studentLabel }: SubmissionViewProps) {
  return (
    <section aria-label={`Submission by ${studentLabel}`}>
      <p>{submission.submission_type ?? 'No submission'}</p>
    </section>
  );
}

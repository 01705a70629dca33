import '@/styles/submission-view.css';
import { useState } from 'react';
import type { Assignment } from '@/api/schemas/assignment';
import type { SubmissionDetail } from '@/api/schemas/submission-detail';
import { AttemptHeader } from './attempt-header';
import { attemptsOf, isUnsubmitted } from './attempts';
import { SubmissionBody } from './submission-body';
import type { CanvasId } from '@/api/schemas/ids';

export interface SubmissionViewProps {
  courseId: CanvasId;
  assignment: Assignment;
  submission: SubmissionDetail;
  /** The student's name, or "Student N" while names are hidden. */
  studentLabel: string;
  /** The course's time zone, for submitted times. */
  timeZone: string | undefined;
}

/**
 * What one student turned in: an attempt picker over submission_history (latest first shown), when and how late,
 * and the work itself. Student content is untrusted: text goes through the sanitizer, files are previewed from
 * their sandboxed download URLs, and nothing from a file is ever inserted as HTML.
 */
export function SubmissionView({ submission, studentLabel, timeZone }: SubmissionViewProps) {
  return (
    <section aria-label={`Submission by ${studentLabel}`} className="submission-view">
      {/* A new student or a new attempt starts again at the latest attempt. */}
      <AttemptPanel key={`${submission.id}:${submission.attempt ?? 0}`} submission={submission} timeZone={timeZone} />
    </section>
  );
}

function AttemptPanel({ submission, timeZone }: { submission: SubmissionDetail; timeZone: string | undefined }) {
  const attempts = attemptsOf(submission);
  const latest = attempts[attempts.length - 1] ?? submission;
  const [shownAttempt, setShownAttempt] = useState(latest.attempt);
  const shown = attempts.find((attempt) => attempt.attempt === shownAttempt) ?? latest;
  const missing = Boolean(submission.missing);
  const excused = Boolean(submission.excused);
  return (
    <>
      <AttemptHeader attempts={attempts} shown={shown} onShow={setShownAttempt} missing={missing} excused={excused} timeZone={timeZone} />
      {isUnsubmitted(shown) ? (
        <div className="submission-view__empty">
          <p className="submission-view__empty-title">No submission</p>
          <p className="submission-view__empty-hint">
            {excused ? 'The student is excused from this assignment.' : missing ? 'This submission is missing.' : 'The student has not submitted yet.'}
          </p>
        </div>
      ) : (
        <SubmissionBody attempt={shown} />
      )}
    </>
  );
}

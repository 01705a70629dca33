import type { Assignment } from '@/api/schemas/assignment';
import type { SubmissionDetail } from '@/api/schemas/submission-detail';

export interface GradeSummaryProps {
  assignment: Assignment;
  /** The cached submission: while a save is on its way, it holds the grade the grader gave, not the server's yet. */
  submission: SubmissionDetail;
  /** A grade change of this student is saving, waiting to be retried, or in conflict. */
  pending?: boolean;
}

/**
 * The grade as the server holds it: excused, ungraded, or grade and score, with the entered grade beside the final
 * one when a late penalty took points off (Canvas's entered_grade / points_deducted). A grade the server does not
 * have yet is called pending, and a grade given before the student submitted again names its attempt, as
 * Canvas's SpeedGrader warns that the grade is for an earlier submission.
 */
export function GradeSummary({ assignment, submission, pending = false }: GradeSummaryProps) {
  if (assignment.grading_type === 'not_graded') return null;
  if (pending) {
    const shown = submission.excused ? 'Excused' : (submission.grade ?? 'no grade');
    return <p className="grade-summary grade-summary--pending">{`Pending: ${shown}${scoreText(assignment, submission)}, not on the server yet`}</p>;
  }
  const current = <CurrentGrade assignment={assignment} submission={submission} />;
  const resubmitted = submission.grade_matches_current_submission === false && submission.grade !== null && !submission.excused;
  if (!resubmitted) return current;
  const graded = gradedAttempt(submission);
  return (
    <>
      {current}
      <p className="grade-summary grade-summary--muted">
        {`${graded === undefined ? 'Graded on an earlier attempt' : `Graded on attempt ${graded}`}; resubmitted since${submission.attempt ? ` (attempt ${submission.attempt})` : ''}.`}
      </p>
    </>
  );
}

/** The latest earlier attempt that carried a grade: the one the current grade was given on. */
function gradedAttempt(submission: SubmissionDetail): number | undefined {
  const earlier = (submission.submission_history ?? []).filter(
    (entry) => entry.attempt !== null && entry.grade !== null && (submission.attempt === null || entry.attempt < submission.attempt),
  );
  return earlier.reduce<number | undefined>((latest, entry) => Math.max(latest ?? 0, entry.attempt ?? 0), undefined);
}

const scoreText = (assignment: Assignment, submission: SubmissionDetail) =>
  submission.score === null ? '' : ` (${format(submission.score)} / ${format(assignment.points_possible ?? 0)})`;

function CurrentGrade({ assignment, submission }: { assignment: Assignment; submission: SubmissionDetail }) {
  if (submission.excused) return <p className="grade-summary">Excused</p>;
  if (submission.grade === null) return <p className="grade-summary grade-summary--muted">Not graded yet</p>;
  const score = scoreText(assignment, submission);
  const deducted = submission.points_deducted ?? 0;
  if (deducted > 0 && submission.entered_grade) {
    return (
      <dl className="grade-summary grade-summary--late">
        <div>
          <dt>Entered</dt>
          <dd>{submission.entered_grade}</dd>
        </div>
        <div>
          <dt>Late penalty</dt>
          <dd>{`−${format(deducted)}`}</dd>
        </div>
        <div>
          <dt>Final</dt>
          <dd>{`${submission.grade}${score}`}</dd>
        </div>
      </dl>
    );
  }
  return <p className="grade-summary">{`Current grade: ${submission.grade}${score}`}</p>;
}

const format = (value: number) => new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 }).format(value);

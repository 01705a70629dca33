import type { Assignment } from '@/api/schemas/assignment';
import type { SubmissionDetail } from '@/api/schemas/submission-detail';

/**
 * The grade as the server holds it: excused, ungraded, or grade and score, with the entered grade beside the final
 * one when a late penalty took points off (Canvas's entered_grade / points_deducted).
 */
export function GradeSummary({ assignment, submission }: { assignment: Assignment; submission: SubmissionDetail }) {
  if (assignment.grading_type === 'not_graded') return null;
  if (submission.excused) return <p className="grade-summary">Excused</p>;
  if (submission.grade === null) return <p className="grade-summary grade-summary--muted">Not graded yet</p>;
  const outOf = assignment.points_possible ?? 0;
  const score = submission.score === null ? '' : ` (${format(submission.score)} / ${format(outOf)})`;
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

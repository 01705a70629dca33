import { useQuery } from '@tanstack/react-query';
import type { Assignment } from '@/api/schemas/assignment';
import { submissionQueries } from '@/api/submissions';
import { formatScore } from '@/lib/grade-distribution';
import { GRADING_COUNT_NOTE } from '@/lib/student-count';
import { DistributionDisclosure } from './distribution-disclosure';
import { statsModel, type StatsModel } from './stats-model';
import { useAllScores } from './use-all-scores';
import '@/styles/grading-stats.css';
import type { CanvasId } from '@/api/schemas/ids';

export interface GradingStatsProps {
  courseId: CanvasId;
  assignment: Assignment;
}

function meanText(model: StatsModel, complete: boolean, pointsPossible: number | null): string {
  if (!complete) return `Mean of ${model.scoredCount} graded (loading…)`;
  if (model.mean === null) return 'No scores yet';
  return `Mean ${formatScore(model.mean)}${pointsPossible ? ` / ${formatScore(pointsPossible)}` : ''}`;
}

/**
 * "Graded N of M", the mean, and the grade distribution of the whole assignment. The counts come from
 * submission_summary (one small request); the mean and the histogram from every submission, paged through
 * after the first render so they never hold up the first student.
 */
export function GradingStats({ courseId, assignment }: GradingStatsProps) {
  const summary = useQuery(submissionQueries.summary(courseId, assignment.id));
  const wantsScores = assignment.grading_type !== 'not_graded';
  const scores = useAllScores(courseId, assignment.id, wantsScores);
  const model = statsModel(assignment, scores.submissions);
  const counts = summary.data;
  return (
    <section className="grading-stats" aria-label="Grading statistics">
      <p className="grading-stats__item">
        {counts
          ? `Graded ${counts.graded} of ${counts.graded + counts.ungraded + counts.not_submitted}`
          : summary.isError
            ? 'Graded count unavailable'
            : 'Graded …'}
      </p>
      <p className="grading-stats__item grading-stats__note">{GRADING_COUNT_NOTE}</p>
      {model.showMean ? (
        <p className="grading-stats__item">
          {scores.failed ? 'Mean unavailable' : meanText(model, scores.complete, assignment.points_possible)}
        </p>
      ) : null}
      {model.bins && !scores.failed ? (
        <DistributionDisclosure
          bins={model.bins}
          noun={model.noun}
          loading={!scores.complete}
          binHeader={assignment.grading_type === 'pass_fail' ? 'Grade' : 'Percent of points'}
        />
      ) : null}
    </section>
  );
}

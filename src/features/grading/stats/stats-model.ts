import type { Assignment } from '@/api/schemas/assignment';
import type { SubmissionScore } from '@/api/schemas/submission-summary';
import { gradeCountBins, meanScore, percentBins, scoredSubmissions, type GradeBin } from '@/lib/grade-distribution';

export interface StatsModel {
  /** Scored, non-excused submissions loaded so far. */
  scoredCount: number;
  mean: number | null;
  /** Null where a mean says nothing (complete/incomplete, not graded). */
  showMean: boolean;
  bins: GradeBin[] | null;
  /** What the bars count, for the summary: "scores" or "grades". */
  noun: string;
}

/**
 * What the header shows per grading type. Points, percent, letter and GPA grades all carry a score, so they
 * share the mean and ten bands of the points possible; complete/incomplete counts each grade instead; not
 * graded shows neither. Without points possible there are no bands to draw.
 */
export function statsModel(assignment: Pick<Assignment, 'grading_type' | 'points_possible'>, submissions: readonly SubmissionScore[]): StatsModel {
  const scored = scoredSubmissions(submissions);
  const scores = scored.map((s) => s.score);
  const base = { scoredCount: scored.length, mean: meanScore(scores) };
  if (assignment.grading_type === 'not_graded') return { ...base, showMean: false, bins: null, noun: 'grades' };
  if (assignment.grading_type === 'pass_fail') {
    return { ...base, showMean: false, bins: gradeCountBins(scored.map((s) => s.grade), ['complete', 'incomplete']), noun: 'grades' };
  }
  const points = assignment.points_possible;
  return { ...base, showMean: true, bins: points ? percentBins(scores, points) : null, noun: 'scores' };
}

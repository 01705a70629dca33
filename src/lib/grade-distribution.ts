/**
 * The numbers behind the grader's statistics: which submissions count as scored, their mean, and how they
 * spread. Pure, so the grading header and its tests agree on every edge (excused, extra credit, no points).
 */

export interface ScoredSubmission {
  score: number | null;
  grade: string | null;
  excused?: boolean | null;
}

export interface GradeBin {
  label: string;
  /** The same bin in words, for the summary and the table ("90% or more"). */
  description: string;
  count: number;
}

const BIN_COUNT = 10;

/** Submissions with a score that is not excused: what Canvas's score statistics count. */
export function scoredSubmissions<T extends ScoredSubmission>(submissions: readonly T[]): (T & { score: number })[] {
  return submissions.filter((s): s is T & { score: number } => s.score !== null && s.excused !== true);
}

export function meanScore(scores: readonly number[]): number | null {
  if (scores.length === 0) return null;
  return scores.reduce((sum, score) => sum + score, 0) / scores.length;
}

/**
 * Ten bins of ten percentage points of `pointsPossible`: the first takes anything under 10% (negative
 * scores too), the last anything from 90% (extra credit above 100% too).
 */
export function percentBins(scores: readonly number[], pointsPossible: number): GradeBin[] {
  const bins: GradeBin[] = Array.from({ length: BIN_COUNT }, (_, i) => {
    const low = i * 10;
    if (i === 0) return { label: '<10', description: 'under 10%', count: 0 };
    if (i === BIN_COUNT - 1) return { label: '90+', description: '90% or more', count: 0 };
    return { label: `${low}s`, description: `from ${low}% to under ${low + 10}%`, count: 0 };
  });
  for (const score of scores) {
    // Multiply before dividing so 3 of 10 is exactly 30%, not 29.999…
    const percent = (score * 100) / pointsPossible;
    const index = Math.min(BIN_COUNT - 1, Math.max(0, Math.floor(percent / 10)));
    const bin = bins[index];
    if (bin) bin.count += 1;
  }
  return bins;
}

/** Complete/incomplete (pass_fail): one bar per grade given, in the order Canvas lists them. */
export function gradeCountBins(grades: readonly (string | null)[], order: readonly string[]): GradeBin[] {
  const counts = new Map<string, number>(order.map((grade) => [grade, 0]));
  for (const grade of grades) if (grade !== null) counts.set(grade, (counts.get(grade) ?? 0) + 1);
  return [...counts].map(([grade, count]) => ({ label: grade, description: grade, count }));
}

/** "3 under 10%, 0 from 10% to 19%, …": the chart's text alternative. */
export function binSummary(bins: readonly GradeBin[], noun: string): string {
  const total = bins.reduce((sum, bin) => sum + bin.count, 0);
  const parts = bins.filter((bin) => bin.count > 0).map((bin) => `${bin.count} ${bin.description}`);
  return `Distribution of ${total} ${noun}: ${parts.length > 0 ? parts.join(', ') : 'none yet'}.`;
}

/** A score for people: at most two decimals, no trailing zeros (7.5, 8, 6.67). */
export function formatScore(value: number): string {
  return String(Math.round(value * 100) / 100);
}

import type { GradingSchemeEntry } from './types';

/**
 * The letter a percentage earns in a grading standard, as Canvas's GradingStandard#score_to_grade picks it: the entry
 * with the highest lower bound the percentage reaches, compared exactly (no epsilon: 89.995 is not 90), negative
 * percentages counting as 0, and the lowest entry when none is reached. Canvas grades the stored score, already
 * rounded to 2 places, so pass currentPercent/finalPercent (89.995 rounds to 90.00 first).
 */
export function letterGrade(percent: number | null, scheme: readonly GradingSchemeEntry[]): string | null {
  if (percent === null || Number.isNaN(percent) || scheme.length === 0) return null;
  const score = Math.max(percent, 0);
  let reached: GradingSchemeEntry | undefined;
  let lowest: GradingSchemeEntry | undefined;
  for (const entry of scheme) {
    const bound = boundPercent(entry[1]);
    if (score >= bound && (!reached || bound > boundPercent(reached[1]))) reached = entry;
    if (!lowest || bound < boundPercent(lowest[1])) lowest = entry;
  }
  return (reached ?? lowest)?.[0] ?? null;
}

/** Canvas keeps bounds to 4 places of the fraction and compares in decimals: 0.545 is exactly 54.5, not 54.50000000000001. */
function boundPercent(fraction: number): number {
  return Math.round(fraction * 1e6) / 1e4;
}

import type { GradingSchemeEntry } from './types';

/** The letter a percentage earns in a grading standard (entries highest first), as Canvas's score_to_grade picks it. */
export function letterGrade(percent: number | null, scheme: readonly GradingSchemeEntry[]): string | null {
  if (percent === null || scheme.length === 0) return null;
  const fraction = percent / 100;
  const entry = scheme.find(([, lowerBound]) => fraction >= lowerBound);
  return (entry ?? scheme[scheme.length - 1])?.[0] ?? null;
}

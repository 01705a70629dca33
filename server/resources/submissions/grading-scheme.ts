/** A grading scheme: letter names with their lower bounds as fractions, highest first. */
export type GradingScheme = ReadonlyArray<readonly [name: string, lowerBound: number]>;

/**
 * GradingStandard.default_grading_scheme in canvas-lms (app/models/grading_standard.rb): what letter_grade and
 * gpa_scale assignments use when the course names no scheme of its own.
 */
export const DEFAULT_GRADING_SCHEME: GradingScheme = [
  ['A', 0.94], ['A-', 0.9], ['B+', 0.87], ['B', 0.84], ['B-', 0.8], ['C+', 0.77],
  ['C', 0.74], ['C-', 0.7], ['D+', 0.67], ['D', 0.64], ['D-', 0.61], ['F', 0],
];

/**
 * GradingStandard#grade_to_score in canvas-lms (app/models/grading_standard.rb): the percentage a letter stands
 * for is the top of its band, not its cutoff, so "B" is worth 86 (the B+ cutoff of 87 less one). The top letter
 * is 100; a band narrower than one point steps down a tenth instead. Undefined when the scheme has no such name.
 */
export function letterPercent(scheme: GradingScheme, letter: string): number | undefined {
  const index = placeInScheme(scheme, letter.trim());
  if (index < 0) return undefined;
  const [, cutoff] = scheme[index] ?? [];
  const [, nextCutoff] = scheme[index - 1] ?? [];
  if (cutoff === undefined || nextCutoff === undefined) return 100;
  const step = Math.abs(nextCutoff - cutoff) >= 0.01 - 1e-9 ? 1 : 0.1;
  // Whole hundredths first, so 0.87 reads as 87 and not 87.00000000000001.
  return (Math.round(nextCutoff * 10000) - step * 100) / 100;
}

const NUMERIC_NAME = /^(\d*\.)?\d+$/;

/**
 * GradingStandard#place_in_scheme: a number matches a name that is the same number ("4" finds "4.0" on a GPA
 * scheme), anything else a name equal to it regardless of case.
 */
function placeInScheme(scheme: GradingScheme, key: string): number {
  if (NUMERIC_NAME.test(key)) return scheme.findIndex(([name]) => NUMERIC_NAME.test(name) && Number(name) === Number(key));
  const wanted = key.toLowerCase();
  return scheme.findIndex(([name]) => name.toLowerCase() === wanted);
}

/** The letter for a fraction of the points: the first whose lower bound it reaches (the last for anything lower). */
export function letterFor(scheme: GradingScheme, fraction: number): string {
  const match = scheme.find(([, lowerBound]) => fraction >= lowerBound - 1e-9);
  return (match ?? scheme[scheme.length - 1] ?? ['F'])[0];
}

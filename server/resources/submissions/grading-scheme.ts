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

/** The lower bound of a letter, matched without regard to case as Canvas does; undefined when unknown. */
export function letterLowerBound(scheme: GradingScheme, letter: string): number | undefined {
  const wanted = letter.trim().toLowerCase();
  return scheme.find(([name]) => name.toLowerCase() === wanted)?.[1];
}

/** The letter for a fraction of the points: the first whose lower bound it reaches (the last for anything lower). */
export function letterFor(scheme: GradingScheme, fraction: number): string {
  const match = scheme.find(([, lowerBound]) => fraction >= lowerBound - 1e-9);
  return (match ?? scheme[scheme.length - 1] ?? ['F'])[0];
}

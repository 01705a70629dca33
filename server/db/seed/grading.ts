import type { GradingType } from './assignment-specs';

// Canvas's default grading scheme: the lowest percentage that earns each letter.
const DEFAULT_SCHEME: [string, number][] = [
  ['A', 94], ['A-', 90], ['B+', 87], ['B', 84], ['B-', 80], ['C+', 77],
  ['C', 74], ['C-', 70], ['D+', 67], ['D', 64], ['D-', 61], ['F', 0],
];

function letter(percent: number): string {
  return DEFAULT_SCHEME.find(([, min]) => percent >= min)?.[0] ?? 'F';
}

/** The `grade` string Canvas stores for a score under each grading type. */
export function formatGrade(type: GradingType, score: number, pointsPossible: number | null): string | null {
  const percent = pointsPossible ? (score / pointsPossible) * 100 : 0;
  switch (type) {
    case 'points':
      return String(score);
    case 'percent':
      return `${Math.round(percent * 100) / 100}%`;
    case 'letter_grade':
    case 'gpa_scale':
      return letter(percent);
    case 'pass_fail':
      return score > 0 ? 'complete' : 'incomplete';
    case 'not_graded':
      return null;
  }
}

/** A plausible score: most students do well, a few struggle; halves only, as teachers enter them. */
export function plausibleScore(type: GradingType, pointsPossible: number, roll: number, passRoll: number): number {
  if (type === 'pass_fail') return passRoll < 0.9 ? pointsPossible : 0;
  const share = 0.55 + 0.45 * Math.sqrt(roll);
  return Math.round(share * pointsPossible * 2) / 2;
}

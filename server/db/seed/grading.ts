import { DEFAULT_GRADING_SCHEME } from '../../resources/submissions/grading-scheme';
import { gradeFor } from '../../resources/submissions/posted-grade';
import type { GradingType } from './assignment-specs';

/** The `grade` string Canvas stores for a score under each grading type. */
export function formatGrade(type: GradingType, score: number, pointsPossible: number | null): string | null {
  if (type === 'not_graded') return null;
  return gradeFor({ grading_type: type, points_possible: pointsPossible }, DEFAULT_GRADING_SCHEME, score);
}

/** A plausible score: most students do well, a few struggle; halves only, as teachers enter them. */
export function plausibleScore(type: GradingType, pointsPossible: number, roll: number, passRoll: number): number {
  if (type === 'pass_fail') return passRoll < 0.9 ? pointsPossible : 0;
  const share = 0.55 + 0.45 * Math.sqrt(roll);
  return Math.round(share * pointsPossible * 2) / 2;
}

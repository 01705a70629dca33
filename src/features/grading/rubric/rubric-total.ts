import type { CriterionEdit } from '@/api/submissions';

/** The assessment's points, summed as Canvas does (RubricAssessment#score): criteria without points add nothing. */
export function assessmentTotal(assessment: Readonly<Record<string, CriterionEdit>> | null | undefined): number {
  const sum = Object.values(assessment ?? {}).reduce((total, criterion) => total + (criterion.points ?? 0), 0);
  return Math.round(sum * 100) / 100;
}

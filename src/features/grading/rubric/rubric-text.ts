import type { Assignment } from '@/api/schemas/assignment';
import type { CriterionEdit } from '@/api/submissions';

/** A criterion as the assignment carries it (`rubric`), with its ids. */
export type RubricCriterion = NonNullable<Assignment['rubric']>[number];
type RubricRating = RubricCriterion['ratings'][number];

export const formatPoints = (points: number) => `${Math.round(points * 100) / 100}`;

export const criterionName = (criterion: RubricCriterion) => criterion.description.trim() || 'Criterion';

export const ratingName = (rating: RubricRating) => rating.description.trim() || `${formatPoints(rating.points)} points`;

/** The rating an assessment chose: by id, or (for an assessment made without ids) the one with its points. */
export function chosenRating(criterion: RubricCriterion, assessed: CriterionEdit | undefined): number {
  if (!assessed) return -1;
  if (assessed.rating_id) {
    const byId = criterion.ratings.findIndex((rating) => rating.id === assessed.rating_id);
    if (byId !== -1) return byId;
  }
  if (assessed.points === null || assessed.points === undefined) return -1;
  return criterion.ratings.findIndex((rating) => rating.points === assessed.points);
}

/** A range rating covers the points above the next rating down to its own (Canvas's criterion_use_range). */
export function ratingRange(criterion: RubricCriterion, index: number): string {
  const rating = criterion.ratings[index];
  if (!rating) return '';
  const below = criterion.ratings[index + 1];
  if (!criterion.criterion_use_range || !below || below.points >= rating.points) return `${formatPoints(rating.points)} pts`;
  return `${formatPoints(rating.points)} to >${formatPoints(below.points)} pts`;
}

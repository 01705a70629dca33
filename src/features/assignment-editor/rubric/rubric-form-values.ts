import { z } from 'zod/mini';
import type { RubricParams } from '@/api/rubrics';
import type { Assignment } from '@/api/schemas/assignment';

/**
 * The rubric editor's values, points as typed. The checks are the server's (a title of at most 255 characters,
 * points that are numbers; RubricsController via rubric-params.ts) plus what Canvas's own editor insists on: every
 * criterion and rating named, ratings listed highest points first, at least one rating per criterion.
 */

const MAX_TITLE_LENGTH = 255;

const ratingSchema = z.object({
  id: z.string(),
  description: z.string(),
  long_description: z.string(),
  points: z.string(),
});

const criterionSchema = z.object({
  id: z.string(),
  description: z.string(),
  long_description: z.string(),
  criterion_use_range: z.boolean(),
  ratings: z.array(ratingSchema),
});

const baseSchema = z.object({
  title: z.string(),
  free_form_criterion_comments: z.boolean(),
  use_for_grading: z.boolean(),
  hide_score_total: z.boolean(),
  criteria: z.array(criterionSchema),
});

export type RubricFormValues = z.infer<typeof baseSchema>;
export type CriterionValues = RubricFormValues['criteria'][number];
export type RatingValues = CriterionValues['ratings'][number];
type Issue = { path: (string | number)[]; message: string };

const NUMBER = /^\s*(\d+\.?\d*|\.\d+)\s*$/;

/** The points a rating field holds, or undefined when it is not a number of 0 or more. */
function ratingPoints(text: string): number | undefined {
  return NUMBER.test(text) ? Number(text) : undefined;
}

/** A criterion is worth its best rating (Rubric#generate_criteria). */
export function criterionPoints(criterion: CriterionValues): number {
  return criterion.ratings.reduce((best, rating) => Math.max(best, ratingPoints(rating.points) ?? 0), 0);
}

export function rubricTotal(values: Pick<RubricFormValues, 'criteria'>): number {
  return Math.round(values.criteria.reduce((sum, criterion) => sum + criterionPoints(criterion), 0) * 10_000) / 10_000;
}

function ratingIssues(criterion: CriterionValues, at: number): Issue[] {
  const issues: Issue[] = [];
  let above: number | undefined;
  criterion.ratings.forEach((rating, index) => {
    const path = ['criteria', at, 'ratings', index];
    if (rating.description.trim() === '') issues.push({ path: [...path, 'description'], message: 'Name the rating.' });
    const points = ratingPoints(rating.points);
    if (points === undefined) issues.push({ path: [...path, 'points'], message: 'Enter points as a number, 0 or more.' });
    else if (above !== undefined && points >= above) {
      issues.push({ path: [...path, 'points'], message: `Ratings go from most to fewest points: give this one fewer than ${above}.` });
    }
    if (points !== undefined) above = points;
  });
  return issues;
}

function rubricIssues(values: RubricFormValues): Issue[] {
  const issues: Issue[] = [];
  const title = values.title.trim();
  if (title === '') issues.push({ path: ['title'], message: 'Enter a title.' });
  if (title.length > MAX_TITLE_LENGTH) issues.push({ path: ['title'], message: `Use at most ${MAX_TITLE_LENGTH} characters.` });
  if (values.criteria.length === 0) issues.push({ path: ['criteria'], message: 'Add at least one criterion.' });
  values.criteria.forEach((criterion, index) => {
    if (criterion.description.trim() === '') issues.push({ path: ['criteria', index, 'description'], message: 'Name the criterion.' });
    if (criterion.ratings.length === 0) issues.push({ path: ['criteria', index, 'description'], message: 'Give the criterion at least one rating.' });
    issues.push(...ratingIssues(criterion, index));
  });
  if (values.use_for_grading && values.hide_score_total) {
    issues.push({ path: ['hide_score_total'], message: 'A rubric that sets the grade always shows its total.' });
  }
  return issues;
}

export const rubricFormSchema = baseSchema.check(
  z.superRefine((values, context) => {
    for (const issue of rubricIssues(values)) context.addIssue({ code: 'custom', ...issue });
  }),
);

export const newRating = (description: string, points: number): RatingValues => ({
  id: '',
  description,
  long_description: '',
  points: String(points),
});

export const newCriterion = (): CriterionValues => ({
  id: '',
  description: '',
  long_description: '',
  criterion_use_range: false,
  ratings: [newRating('Full marks', 5), newRating('No marks', 0)],
});

/** The assignment's rubric as the editor starts it, or a new one of one criterion. */
export function rubricValuesFrom(assignment: Assignment): RubricFormValues {
  const settings = assignment.rubric_settings;
  if (!assignment.rubric || !settings) {
    return { title: `${assignment.name} rubric`, free_form_criterion_comments: false, use_for_grading: false, hide_score_total: false, criteria: [newCriterion()] };
  }
  return {
    title: settings.title,
    free_form_criterion_comments: settings.free_form_criterion_comments,
    use_for_grading: assignment.use_rubric_for_grading ?? false,
    hide_score_total: settings.hide_score_total,
    criteria: assignment.rubric.map((criterion) => ({
      id: criterion.id,
      description: criterion.description,
      long_description: criterion.long_description ?? '',
      criterion_use_range: criterion.criterion_use_range,
      ratings: criterion.ratings.map((rating) => ({
        id: rating.id,
        description: rating.description,
        long_description: rating.long_description,
        points: String(rating.points),
      })),
    })),
  };
}

/** The form's values as `rubric[...]`; ids go back so Canvas keeps criteria (and the assessments made with them). */
export function rubricParams(values: RubricFormValues): RubricParams {
  return {
    title: values.title.trim(),
    free_form_criterion_comments: values.free_form_criterion_comments,
    criteria: values.criteria.map((criterion) => ({
      ...(criterion.id ? { id: criterion.id } : {}),
      description: criterion.description.trim(),
      long_description: criterion.long_description.trim(),
      points: criterionPoints(criterion),
      criterion_use_range: criterion.criterion_use_range,
      ratings: criterion.ratings.map((rating) => ({
        ...(rating.id ? { id: rating.id } : {}),
        description: rating.description.trim(),
        long_description: rating.long_description.trim(),
        points: ratingPoints(rating.points) ?? 0,
      })),
    })),
  };
}

import { z } from 'zod/mini';
import { canvasId } from './ids';

/**
 * Rubric shapes as canvas-lms serves them: `lib/api/v1/assignment.rb` puts the criteria on an assignment
 * (`rubric`, `rubric_settings`), `lib/api/v1/rubric.rb` serves the rubric itself (criteria under `data`, and under
 * `criteria` with `style=full` or from the create/update answer of `app/controllers/rubrics_controller.rb`).
 * Criterion and rating ids are Canvas's own strings ("_8027", "1_1234"), not numeric ids.
 */
const ratingId = z.pipe(z.union([z.string(), z.number()]), z.transform((id): string => String(id)));

export const rubricRatingSchema = z.looseObject({
  id: z.optional(ratingId),
  points: z.number(),
  description: z.optional(z.nullable(z.string())),
  long_description: z.optional(z.nullable(z.string())),
});

export const rubricCriterionSchema = z.looseObject({
  id: ratingId,
  points: z.number(),
  description: z.optional(z.nullable(z.string())),
  long_description: z.optional(z.nullable(z.string())),
  criterion_use_range: z.optional(z.boolean()),
  ratings: z.array(rubricRatingSchema),
});

export type RubricRating = z.infer<typeof rubricRatingSchema>;
export type RubricCriterion = z.infer<typeof rubricCriterionSchema>;

/** An assignment's `rubric_settings`: the rubric's id and title; newer Canvas adds the association's hide flags. */
export const rubricSettingsSchema = z.looseObject({
  id: z.optional(canvasId),
  title: z.optional(z.string()),
  points_possible: z.optional(z.nullable(z.number())),
  free_form_criterion_comments: z.optional(z.boolean()),
  hide_score_total: z.optional(z.boolean()),
  hide_points: z.optional(z.boolean()),
});

export type RubricSettings = z.infer<typeof rubricSettingsSchema>;

export const rubricAssociationSchema = z.looseObject({
  id: canvasId,
  rubric_id: canvasId,
  association_id: canvasId,
  association_type: z.string(),
  use_for_grading: z.optional(z.nullable(z.boolean())),
  hide_score_total: z.optional(z.nullable(z.boolean())),
  purpose: z.optional(z.string()),
});

export type RubricAssociation = z.infer<typeof rubricAssociationSchema>;

export const rubricSchema = z.looseObject({
  id: canvasId,
  title: z.string(),
  context_id: z.optional(canvasId),
  context_type: z.optional(z.string()),
  points_possible: z.nullable(z.number()),
  free_form_criterion_comments: z.optional(z.nullable(z.boolean())),
  hide_score_total: z.optional(z.nullable(z.boolean())),
  reusable: z.optional(z.nullable(z.boolean())),
  read_only: z.optional(z.nullable(z.boolean())),
  data: z.optional(z.nullable(z.array(rubricCriterionSchema))),
  criteria: z.optional(z.nullable(z.array(rubricCriterionSchema))),
  associations: z.optional(z.array(rubricAssociationSchema)),
});

export type Rubric = z.infer<typeof rubricSchema>;

/** The create and update answer: `{ rubric, rubric_association }` (the association is absent when none was made). */
export const rubricWriteAnswerSchema = z.looseObject({
  rubric: z.optional(rubricSchema),
  rubric_association: z.optional(z.nullable(rubricAssociationSchema)),
  /** Canvas answers a refused rubric 200 with `{ error: true, messages }` (rubrics_controller.rb#update). */
  error: z.optional(z.boolean()),
  messages: z.optional(z.array(z.unknown())),
});

/** One criterion of a submission's `rubric_assessment` (include[]=rubric_assessment): keyed by criterion id. */
export const criterionAssessmentSchema = z.looseObject({
  points: z.optional(z.nullable(z.number())),
  rating_id: z.optional(z.nullable(z.string())),
  comments: z.optional(z.nullable(z.string())),
});

export type CriterionAssessment = z.infer<typeof criterionAssessmentSchema>;

export const rubricAssessmentSchema = z.record(z.string(), criterionAssessmentSchema);

export type RubricAssessmentData = z.infer<typeof rubricAssessmentSchema>;

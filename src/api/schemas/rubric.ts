import { z } from 'zod/mini';
import { alwaysSent } from './always-sent';
import { canvasId } from './ids';

/**
 * Rubrics as Canvas serves them (docs/canvas-contract.md, "Rubrics"). Criterion and rating ids are strings Canvas
 * makes up ("<rubric id>_<n>"), not Canvas ids, so they are never converted.
 */

/** A rating of a criterion as Assignment JSON's `rubric` carries it. */
const rubricRatingSchema = z.looseObject({
  id: z.string(),
  points: z.number(),
  description: z.string(),
  long_description: z.string(),
});

/** A criterion as Assignment JSON's `rubric` carries it: ratings highest points first. */
export const rubricCriterionSchema = z.looseObject({
  id: z.string(),
  points: z.number(),
  description: z.string(),
  long_description: z.optional(z.nullable(z.string())),
  criterion_use_range: z.boolean(),
  ignore_for_scoring: z.optional(z.boolean()),
  ratings: z.array(rubricRatingSchema),
});


/** Assignment JSON's `rubric_settings`. */
export const rubricSettingsSchema = z.looseObject({
  id: canvasId,
  title: z.string(),
  points_possible: z.number(),
  free_form_criterion_comments: z.boolean(),
  hide_score_total: z.boolean(),
  // Newer than the rest: a Canvas from before it leaves it out.
  hide_points: z.optional(z.boolean()),
});

/** A criterion as the rubric's own `data` (and `criteria`) keeps it: each rating names its criterion. */
const storedCriterionSchema = z.extend(rubricCriterionSchema, {
  ratings: z.array(z.extend(rubricRatingSchema, { criterion_id: z.string() })),
});

/** One rating given in an assessment (RubricAssessment#data). */
const assessedRatingSchema = z.looseObject({
  id: z.nullable(z.string()),
  criterion_id: z.string(),
  points: z.optional(z.number()),
  description: z.string(),
  comments: z.nullable(z.string()),
  comments_enabled: z.optional(z.boolean()),
  ignore_for_scoring: z.optional(z.boolean()),
});

export const rubricAssociationSchema = z.looseObject({
  id: canvasId,
  rubric_id: canvasId,
  association_id: canvasId,
  association_type: z.string(),
  use_for_grading: z.boolean(),
  purpose: z.string(),
  hide_score_total: alwaysSent(z.boolean()),
  hide_points: alwaysSent(z.boolean()),
  hide_outcome_results: alwaysSent(z.boolean()),
});


export const rubricAssessmentSchema = z.looseObject({
  id: canvasId,
  rubric_id: canvasId,
  rubric_association_id: canvasId,
  score: z.nullable(z.number()),
  artifact_type: z.string(),
  artifact_id: canvasId,
  artifact_attempt: z.nullable(z.number()),
  assessment_type: z.string(),
  assessor_id: canvasId,
  data: z.optional(z.array(assessedRatingSchema)),
  comments: z.optional(z.array(z.nullable(z.string()))),
});


/** Submission include[]=full_rubric_assessment. */
export const fullRubricAssessmentSchema = z.extend(rubricAssessmentSchema, {
  rubric_association: z.optional(rubricAssociationSchema),
  assessor_name: z.string(),
  assessor_avatar_url: z.nullable(z.string()),
});

/** Submission include[]=rubric_assessment: criterion id → what was given. */
export const indexedRubricAssessmentSchema = z.record(
  z.string(),
  z.looseObject({ rating_id: z.nullable(z.string()), comments: z.nullable(z.string()), points: z.optional(z.number()) }),
);


export const rubricSchema = z.looseObject({
  id: canvasId,
  title: z.string(),
  context_id: canvasId,
  context_type: z.string(),
  points_possible: z.number(),
  reusable: alwaysSent(z.boolean()),
  public: alwaysSent(z.boolean()),
  read_only: alwaysSent(z.boolean()),
  free_form_criterion_comments: z.boolean(),
  hide_score_total: alwaysSent(z.boolean()),
  data: z.array(storedCriterionSchema),
  criteria: z.optional(z.array(storedCriterionSchema)),
  assessments: z.optional(z.array(rubricAssessmentSchema)),
  associations: z.optional(z.array(rubricAssociationSchema)),
});


/** What a rubric create or edit answers (RubricsController): the rubric and the association it made, if any. */
export const rubricWriteSchema = z.looseObject({
  rubric: rubricSchema,
  rubric_association: z.optional(z.nullable(rubricAssociationSchema)),
});

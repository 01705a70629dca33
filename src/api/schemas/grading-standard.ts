import { z } from 'zod/mini';
import { canvasId } from './ids';

/** GradingSchemeEntry: a name and its lower bound as a fraction; calculated_value is that bound as a percentage (or points). */
const gradingSchemeEntrySchema = z.looseObject({
  name: z.string(),
  value: z.number(),
  calculated_value: z.optional(z.number()),
});

/** GradingStandard (lib/api/v1/grading_standard.rb), from /courses/:id/grading_standards and the account form. */
export const gradingStandardSchema = z.looseObject({
  id: canvasId,
  title: z.nullable(z.string()),
  context_type: z.enum(['Course', 'Account']),
  context_id: canvasId,
  points_based: z.boolean(),
  scaling_factor: z.number(),
  grading_scheme: z.array(gradingSchemeEntrySchema),
});

export type GradingStandard = z.infer<typeof gradingStandardSchema>;

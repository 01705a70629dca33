import { z } from 'zod/mini';
import { assignmentSchema } from './assignment';
import { canvasId } from './ids';

/** GradingRules: only the rules that are set; `{}` when none. */
const gradingRulesSchema = z.looseObject({
  drop_lowest: z.optional(z.number()),
  drop_highest: z.optional(z.number()),
  never_drop: z.optional(z.array(canvasId)),
});

/** AssignmentGroup (§7.7, Canvas's Api::V1::AssignmentGroup). `assignments` only with include[]=assignments. */
export const assignmentGroupSchema = z.looseObject({
  id: canvasId,
  name: z.string(),
  position: z.number(),
  group_weight: z.nullable(z.number()),
  sis_source_id: z.optional(z.nullable(z.string())),
  integration_data: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
  rules: gradingRulesSchema,
  assignments: z.optional(z.array(assignmentSchema)),
  any_assignment_in_closed_grading_period: z.optional(z.boolean()),
});

export type AssignmentGroup = z.infer<typeof assignmentGroupSchema>;

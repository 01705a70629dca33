import { z } from 'zod';
import { assignmentSchema } from './assignment';
import { canvasId } from './ids';

/** GradingRules: only the rules that are set; `{}` when none. */
export const gradingRulesSchema = z.looseObject({
  drop_lowest: z.number().optional(),
  drop_highest: z.number().optional(),
  never_drop: z.array(canvasId).optional(),
});

/** AssignmentGroup (§7.7, Canvas's Api::V1::AssignmentGroup). `assignments` only with include[]=assignments. */
export const assignmentGroupSchema = z.looseObject({
  id: canvasId,
  name: z.string(),
  position: z.number(),
  group_weight: z.number().nullable(),
  sis_source_id: z.string().nullable().optional(),
  integration_data: z.record(z.string(), z.unknown()).nullable().optional(),
  rules: gradingRulesSchema,
  assignments: z.array(assignmentSchema).optional(),
  any_assignment_in_closed_grading_period: z.boolean().optional(),
});

export type AssignmentGroup = z.infer<typeof assignmentGroupSchema>;

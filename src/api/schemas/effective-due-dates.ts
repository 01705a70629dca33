import { z } from 'zod/mini';
import { canvasId, isoDateTime } from './ids';

/** One student's effective due date for one assignment (§2.19). */
const effectiveDueDateSchema = z.looseObject({
  due_at: z.nullable(isoDateTime),
  grading_period_id: z.nullable(canvasId),
  in_closed_grading_period: z.boolean(),
});

/** Keyed by assignment id, then by student id (both as strings); unassigned students are absent. */
export const effectiveDueDatesSchema = z.record(z.string(), z.record(z.string(), effectiveDueDateSchema));

export type EffectiveDueDates = z.infer<typeof effectiveDueDatesSchema>;

import { z } from 'zod/mini';
import { canvasId, isoDateTime } from './ids';

/** A background job's progress (docs/canvas-contract.md §7.14): posting grades, bulk grading. */
export const progressSchema = z.looseObject({
  id: canvasId,
  context_id: canvasId,
  context_type: z.string(),
  user_id: z.nullable(canvasId),
  tag: z.string(),
  completion: z.nullable(z.number()),
  workflow_state: z.enum(['queued', 'running', 'completed', 'failed']),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  message: z.nullable(z.string()),
  url: z.string(),
  // Only once the job has left the queue, and only when it answered something.
  results: z.optional(z.unknown()),
});

export type Progress = z.infer<typeof progressSchema>;

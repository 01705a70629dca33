import { z } from 'zod/mini';
import { canvasId, isoDateTime } from './ids';

/** Enrollment term as embedded in a Course with `include[]=term` (§7.1). */
export const termSchema = z.looseObject({
  id: canvasId,
  name: z.string(),
  start_at: z.nullable(isoDateTime),
  end_at: z.nullable(isoDateTime),
  created_at: z.optional(z.nullable(isoDateTime)),
  workflow_state: z.optional(z.string()),
  grading_period_group_id: z.optional(z.nullable(canvasId)),
  // Only for callers who may read SIS data (Api::V1::EnrollmentTerm#enrollment_term_json).
  sis_term_id: z.optional(z.nullable(z.string())),
  sis_import_id: z.optional(z.nullable(canvasId)),
});

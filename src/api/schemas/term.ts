import { z } from 'zod';
import { canvasId, isoDateTime } from './ids';

/** Enrollment term as embedded in a Course with `include[]=term` (§7.1). */
export const termSchema = z.looseObject({
  id: canvasId,
  name: z.string(),
  start_at: isoDateTime.nullable(),
  end_at: isoDateTime.nullable(),
  created_at: isoDateTime.nullable().optional(),
  workflow_state: z.string().optional(),
  grading_period_group_id: canvasId.nullable().optional(),
  // Only for callers who may read SIS data (Api::V1::EnrollmentTerm#enrollment_term_json).
  sis_term_id: z.string().nullable().optional(),
  sis_import_id: canvasId.nullable().optional(),
});

export type Term = z.infer<typeof termSchema>;

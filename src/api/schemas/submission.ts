import { z } from 'zod';
import { fileSchema } from './file';
import { canvasId, isoDateTime } from './ids';

/**
 * Submission (§7.11), as an assignment carries it with include[]=submission: the caller's own submission. The
 * grading screens will read more of it; unknown keys pass.
 */
export const submissionSchema = z.looseObject({
  id: canvasId,
  assignment_id: canvasId,
  user_id: canvasId,
  attempt: z.number().nullable(),
  body: z.string().nullable().optional(),
  url: z.string().nullable().optional(),
  submission_type: z.string().nullable(),
  submitted_at: isoDateTime.nullable(),
  workflow_state: z.string(),
  score: z.number().nullable(),
  grade: z.string().nullable(),
  excused: z.boolean().nullable().optional(),
  graded_at: isoDateTime.nullable().optional(),
  grader_id: canvasId.nullable().optional(),
  grade_matches_current_submission: z.boolean().optional(),
  late: z.boolean().optional(),
  missing: z.boolean().optional(),
  seconds_late: z.number().optional(),
  late_policy_status: z.string().nullable().optional(),
  entered_score: z.number().nullable().optional(),
  entered_grade: z.string().nullable().optional(),
  points_deducted: z.number().nullable().optional(),
  cached_due_date: isoDateTime.nullable().optional(),
  posted_at: isoDateTime.nullable().optional(),
  /** Lectern sends it so a grader can say which version they changed (docs/decisions/0015-grade-conflicts.md). */
  updated_at: isoDateTime.optional(),
  /** The attempt's uploaded files; Canvas leaves the key out when there are none. */
  attachments: z.array(fileSchema).optional(),
});

export type Submission = z.infer<typeof submissionSchema>;

import { z } from 'zod/mini';
import { fileSchema } from './file';
import { canvasId, isoDateTime } from './ids';
import { fullRubricAssessmentSchema, indexedRubricAssessmentSchema } from './rubric';

/**
 * Submission (§7.11), as an assignment carries it with include[]=submission: the caller's own submission. The
 * grading screens will read more of it; unknown keys pass.
 */
export const submissionSchema = z.looseObject({
  id: canvasId,
  assignment_id: canvasId,
  user_id: canvasId,
  /** Canvas's five-character id for anonymous grading; graders of an anonymous assignment read it (§10.12). */
  anonymous_id: z.optional(z.string()),
  attempt: z.nullable(z.number()),
  body: z.optional(z.nullable(z.string())),
  url: z.optional(z.nullable(z.string())),
  submission_type: z.nullable(z.string()),
  submitted_at: z.nullable(isoDateTime),
  workflow_state: z.string(),
  score: z.nullable(z.number()),
  grade: z.nullable(z.string()),
  excused: z.optional(z.nullable(z.boolean())),
  graded_at: z.optional(z.nullable(isoDateTime)),
  grader_id: z.optional(z.nullable(canvasId)),
  grade_matches_current_submission: z.optional(z.boolean()),
  late: z.optional(z.boolean()),
  missing: z.optional(z.boolean()),
  seconds_late: z.optional(z.number()),
  late_policy_status: z.optional(z.nullable(z.string())),
  entered_score: z.optional(z.nullable(z.number())),
  entered_grade: z.optional(z.nullable(z.string())),
  points_deducted: z.optional(z.nullable(z.number())),
  cached_due_date: z.optional(z.nullable(isoDateTime)),
  posted_at: z.optional(z.nullable(isoDateTime)),
  grading_period_id: z.optional(z.nullable(canvasId)),
  extra_attempts: z.optional(z.nullable(z.number())),
  /** The grader asked for the work again. */
  redo_request: z.optional(z.boolean()),
  sticker: z.optional(z.nullable(z.string())),
  custom_grade_status_id: z.optional(z.nullable(canvasId)),
  /** The attempt's preview page; Canvas leaves it out while the students are anonymized. */
  preview_url: z.optional(z.string()),
  /** include[]=html_url. */
  html_url: z.optional(z.string()),
  /** Lectern sends it so a grader can say which version they changed (docs/decisions/0015-grade-conflicts.md). */
  updated_at: z.optional(isoDateTime),
  /** include[]=rubric_assessment / full_rubric_assessment; null or absent while the grade is hidden from a learner. */
  rubric_assessment: z.optional(z.nullable(indexedRubricAssessmentSchema)),
  full_rubric_assessment: z.optional(z.nullable(fullRubricAssessmentSchema)),
  /** The attempt's uploaded files; Canvas leaves the key out when there are none. */
  attachments: z.optional(z.array(fileSchema)),
});

export type Submission = z.infer<typeof submissionSchema>;

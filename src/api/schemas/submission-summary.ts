import { z } from 'zod/mini';
import { canvasId, isoDateTime } from './ids';

/** GET …/assignments/:assignment_id/submission_summary: how many of the gradeable students fall in each state. */
export const submissionSummarySchema = z.looseObject({
  graded: z.number(),
  ungraded: z.number(),
  not_submitted: z.number(),
});

export type SubmissionSummary = z.infer<typeof submissionSummarySchema>;

/** What the grade distribution reads of each submission in the plain list (no includes). */
export const submissionScoreSchema = z.looseObject({
  id: canvasId,
  user_id: canvasId,
  score: z.nullable(z.number()),
  grade: z.nullable(z.string()),
  excused: z.optional(z.nullable(z.boolean())),
  workflow_state: z.string(),
  /** Null while the student cannot see the grade (the header counts those). */
  posted_at: z.optional(z.nullable(isoDateTime)),
});

export type SubmissionScore = z.infer<typeof submissionScoreSchema>;

import { z } from 'zod';
import { canvasId } from './ids';

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
  score: z.number().nullable(),
  grade: z.string().nullable(),
  excused: z.boolean().nullable().optional(),
  workflow_state: z.string(),
});

export type SubmissionScore = z.infer<typeof submissionScoreSchema>;

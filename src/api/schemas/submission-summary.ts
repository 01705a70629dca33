import { z } from 'zod';

/** GET …/assignments/:assignment_id/submission_summary: how many of the gradeable students fall in each state. */
export const submissionSummarySchema = z.looseObject({
  graded: z.number(),
  ungraded: z.number(),
  not_submitted: z.number(),
});

export type SubmissionSummary = z.infer<typeof submissionSummarySchema>;

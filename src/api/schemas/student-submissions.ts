import { z } from 'zod/mini';
import { canvasId } from './ids';
import { submissionDetailSchema } from './submission-detail';

/** A submission from GET …/students/submissions (§5.5); the grouped form adds has_postable_comments to each. */
export const studentSubmissionSchema = z.extend(submissionDetailSchema, {
  has_postable_comments: z.optional(z.boolean()),
});

/** One student of the grouped form: their section (their best enrollment's) and their submissions. */
export const studentSubmissionGroupSchema = z.object({
  user_id: canvasId,
  section_id: canvasId,
  submissions: z.array(studentSubmissionSchema),
  // include[]=total_scores: the student's course scores; graders also get the unposted ones.
  computed_current_score: z.optional(z.nullable(z.number())),
  computed_final_score: z.optional(z.nullable(z.number())),
  unposted_current_score: z.optional(z.nullable(z.number())),
  unposted_final_score: z.optional(z.nullable(z.number())),
});

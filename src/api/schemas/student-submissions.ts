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

/**
 * The same submission with only what a gradebook cell and the course-grade calculator read, the rest dropped: reading
 * a block with the full schema took several times longer (a long task), and a 3,000-student course kept every
 * submission's whole JSON in memory.
 */
const submissionCellSchema = z.object({
  id: canvasId,
  assignment_id: canvasId,
  user_id: canvasId,
  attempt: z.nullable(z.number()),
  submission_type: z.nullable(z.string()),
  submitted_at: z.nullable(z.string()),
  workflow_state: z.string(),
  score: z.nullable(z.number()),
  grade: z.nullable(z.string()),
  excused: z.optional(z.nullable(z.boolean())),
  late: z.optional(z.boolean()),
  missing: z.optional(z.boolean()),
  posted_at: z.optional(z.nullable(z.string())),
  entered_grade: z.optional(z.nullable(z.string())),
  entered_score: z.optional(z.nullable(z.number())),
  updated_at: z.optional(z.string()),
});

/**
 * The fields a gradebook block asks the server for (Canvas's `response_fields[]`, which its own gradebook sends):
 * about 40 % of a whole submission's JSON, so a block of 25 students by 50 assignments is sent, and parsed, in
 * less than half the bytes. `updated_at`, Lectern's, is not choosable and always comes.
 */
export const SUBMISSION_CELL_FIELDS = Object.keys(submissionCellSchema.shape).filter((key) => key !== 'updated_at');

export const studentSubmissionCellsSchema = z.object({
  user_id: canvasId,
  section_id: canvasId,
  submissions: z.array(submissionCellSchema),
});

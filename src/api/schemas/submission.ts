import { z } from 'zod';
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
  late_policy_status: z.string().nullable().optional(),
  seconds_late: z.number().optional(),
  entered_score: z.number().nullable().optional(),
  entered_grade: z.string().nullable().optional(),
  points_deducted: z.number().nullable().optional(),
  cached_due_date: isoDateTime.nullable().optional(),
  posted_at: isoDateTime.nullable().optional(),
  /** Lectern sends it so a grader can say which version they changed (docs/decisions/0014-grade-conflicts.md). */
  updated_at: isoDateTime.optional(),
});

export type Submission = z.infer<typeof submissionSchema>;

/** A comment on a submission (lib/api/v1/submission_comment.rb). */
export const submissionCommentSchema = z.looseObject({
  id: canvasId,
  author_id: canvasId.nullable(),
  author_name: z.string(),
  comment: z.string(),
  created_at: isoDateTime,
  edited_at: isoDateTime.nullable(),
  attempt: z.number().nullable(),
  author: z.looseObject({
    id: canvasId,
    anonymous_id: z.string(),
    display_name: z.string(),
    avatar_image_url: z.string(),
    html_url: z.string(),
    pronouns: z.string().nullable(),
  }).optional(),
});

export const submissionWithCommentsSchema = submissionSchema.extend({ submission_comments: z.array(submissionCommentSchema) });

/**
 * The grade PUT's answer (§5.2): the submission with its comments, and every submission the call changed without
 * theirs (canvas-lms SubmissionsApiController#update drops submission_comments before rendering all_submissions).
 */
export const gradedSubmissionSchema = submissionWithCommentsSchema.extend({
  all_submissions: z.array(submissionSchema),
});

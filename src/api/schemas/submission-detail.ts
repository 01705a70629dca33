import { z } from 'zod';
import { assignmentSchema } from './assignment';
import { canvasId, isoDateTime } from './ids';
import { submissionSchema } from './submission';
import { userDisplaySchema, userSchema } from './user';

/** SubmissionComment (§7.11): an anonymized author is `{}` with a null author_id. */
export const submissionCommentSchema = z.looseObject({
  id: canvasId,
  author_id: canvasId.nullable(),
  author_name: z.string(),
  comment: z.string(),
  created_at: isoDateTime,
  edited_at: isoDateTime.nullable(),
  attempt: z.number().nullable(),
  author: z.union([userDisplaySchema, z.looseObject({})]),
});

export type SubmissionComment = z.infer<typeof submissionCommentSchema>;

/**
 * A Submission as the submissions endpoints answer it (§5.1), with what include[] adds: history (one plain
 * Submission per attempt), comments, the student, the assignment, the group, visibility and read status.
 */
export const submissionDetailSchema = submissionSchema.extend({
  submission_history: z.array(submissionSchema).optional(),
  submission_comments: z.array(submissionCommentSchema).optional(),
  user: userSchema.optional(),
  assignment: assignmentSchema.optional(),
  assignment_visible: z.boolean().optional(),
  /** The student's group in the assignment's group set; both null when there is none. */
  group: z.object({ id: canvasId.nullable(), name: z.string().nullable() }).optional(),
  read_status: z.enum(['read', 'unread']).optional(),
});

export type SubmissionDetail = z.infer<typeof submissionDetailSchema>;

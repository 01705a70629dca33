import { z } from 'zod/mini';
import { assignmentSchema } from './assignment';
import { courseSchema } from './course';
import { fileSchema } from './file';
import { canvasId, isoDateTime } from './ids';
import { submissionSchema } from './submission';
import { userDisplaySchema, userSchema } from './user';

/** SubmissionComment (§7.11): an anonymized author is `{}` with a null author_id; `attachments` only when it has files. */
export const submissionCommentSchema = z.looseObject({
  id: canvasId,
  author_id: z.nullable(canvasId),
  author_name: z.string(),
  comment: z.string(),
  created_at: isoDateTime,
  edited_at: z.nullable(isoDateTime),
  attempt: z.nullable(z.number()),
  author: z.union([userDisplaySchema, z.looseObject({})]),
  attachments: z.optional(z.array(fileSchema)),
});

export type SubmissionComment = z.infer<typeof submissionCommentSchema>;

/**
 * A Submission as the submissions endpoints answer it (§5.1), with what include[] adds: history (one plain
 * Submission per attempt), comments, the student, the assignment, the group, visibility and read status.
 */
export const submissionDetailSchema = z.extend(submissionSchema, {
  submission_history: z.optional(z.array(submissionSchema)),
  submission_comments: z.optional(z.array(submissionCommentSchema)),
  /** include[]=submission_html_comments: the same comments with `comment` as HTML. */
  submission_html_comments: z.optional(z.array(submissionCommentSchema)),
  user: z.optional(userSchema),
  course: z.optional(courseSchema),
  assignment: z.optional(assignmentSchema),
  assignment_visible: z.optional(z.boolean()),
  /** The student's group in the assignment's group set; both null when there is none. */
  group: z.optional(z.object({ id: z.nullable(canvasId), name: z.nullable(z.string()) })),
  read_status: z.optional(z.enum(['read', 'unread'])),
  read_state: z.optional(z.enum(['read', 'unread'])),
});

export type SubmissionDetail = z.infer<typeof submissionDetailSchema>;

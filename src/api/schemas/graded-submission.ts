import { z } from 'zod/mini';
import { submissionSchema } from './submission';
import { submissionCommentSchema } from './submission-detail';

/** A submission with its comments, as the grade PUT answers it and as its 409 carries the current one. */
export const submissionWithCommentsSchema = z.extend(submissionSchema, { submission_comments: z.array(submissionCommentSchema) });

/**
 * The grade PUT's answer (§5.2): the submission with its comments, and every submission the call changed without
 * theirs (canvas-lms SubmissionsApiController#update drops submission_comments before rendering all_submissions).
 */
export const gradedSubmissionSchema = z.extend(submissionWithCommentsSchema, {
  all_submissions: z.array(submissionSchema),
});

import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../canvas/context';
import { attachmentPreflightParams, uploadTicket } from '../files/upload/upload-ticket';
import { commentTarget } from './comment-target';

/**
 * SubmissionCommentsApiController#create_file: step 1 of the upload protocol (docs/canvas-contract.md §3.3) for a
 * file to attach to a comment; steps 2 and 3 are the files' own. Canvas keeps the file on the assignment and skips
 * the quota; Lectern keeps it in the commented submission's context, with no folder, and caps a submission's
 * files at the default quota (LECTERN_DEFAULT_QUOTA_MB), so uploads cannot grow without bound.
 */
function preflight(c: AppContext): Response {
  const { submission } = commentTarget(c);
  const params = attachmentPreflightParams(c);
  return uploadTicket(c, params, { owner: { type: 'Submission', id: submission.id }, folderId: () => null, onDuplicate: 'overwrite' });
}

export function commentFileRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/courses/:course_id/assignments/:assignment_id/submissions/:user_id/comments/files', preflight);
}

import { Hono } from 'hono';
import { z } from 'zod';
import { canvasBoolean, canvasInteger, canvasString, stringList } from '../../canvas/coerce';
import type { AppContext, AppEnv } from '../../canvas/context';
import { toCanvasTime } from '../../canvas/dates';
import { badRequest, fieldError, notFound, validationFailed } from '../../canvas/errors';
import { json } from '../../canvas/respond';
import { requestOrigin } from '../../canvas/urls';
import { parseParams } from '../../canvas/validate';
import { uploadContentType } from '../files/upload/content-type';
import { freeBytes } from '../files/upload/receive-upload';
import { POLICY_LIFETIME_MS, signPolicy } from '../files/upload/upload-policy';
import { UPLOAD_PATH } from '../files/upload/upload-rules';
import { findPending, insertPending, purgeAbandoned } from '../files/upload/upload.store';
import { commentTarget } from './comment-target';

const preflightParams = z.object({
  name: canvasString.optional(),
  filename: canvasString.optional(),
  size: canvasInteger.pipe(z.number().min(0)).optional(),
  content_type: canvasString.optional(),
  no_redirect: canvasBoolean.optional(),
  success_include: stringList().optional(),
});

/**
 * SubmissionCommentsApiController#create_file: step 1 of the upload protocol (docs/canvas-contract.md §3.3) for a
 * file to attach to a comment; steps 2 and 3 are the files' own. Canvas keeps the file on the assignment and skips
 * the quota; Lectern keeps it in the commented submission's context, with no folder, and caps a submission's
 * files at the default quota (LECTERN_DEFAULT_QUOTA_MB), so uploads cannot grow without bound.
 */
function preflight(c: AppContext): Response {
  const { db, blobs } = c.get('deps');
  const { submission } = commentTarget(c);
  const params = parseParams(preflightParams, c.get('params'));
  const name = params.name ?? params.filename ?? '';
  if (name === '') throw validationFailed(fieldError('name', 'blank', "can't be blank"));
  const owner = { type: 'Submission' as const, id: submission.id };
  const free = freeBytes(c, { context_type: owner.type, context_id: owner.id });
  if (params.size !== undefined && params.size > free) throw badRequest('file size exceeds quota');
  purgeAbandoned(db, blobs, owner, toCanvasTime(new Date(Date.now() - POLICY_LIFETIME_MS)));
  const contentType = uploadContentType(params.content_type, name);
  const id = db.transaction(() =>
    insertPending(db, { owner, folderId: null, userId: c.get('caller').id, name, contentType, size: params.size ?? 0, locked: false }),
  ).immediate();
  const row = findPending(db, id);
  if (!row) throw notFound();
  const signed = signPolicy(db, {
    attachmentId: id,
    maxBytes: Math.max(0, Math.min(params.size ?? free, free)),
    expiresAt: Date.now() + POLICY_LIFETIME_MS,
    onDuplicate: 'overwrite',
    noRedirect: params.no_redirect ?? false,
    include: params.success_include ?? [],
  });
  return json(c, {
    upload_url: `${requestOrigin(c)}${UPLOAD_PATH}`,
    upload_params: { filename: row.display_name, content_type: row.content_type, ...signed },
    file_param: 'file',
  });
}

export function commentFileRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/courses/:course_id/assignments/:assignment_id/submissions/:user_id/comments/files', preflight);
}

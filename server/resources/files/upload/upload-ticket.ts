import { z } from 'zod';
import * as clock from '../../../canvas/clock';
import { canvasBoolean, canvasInteger, canvasString, stringList } from '../../../canvas/coerce';
import type { AppContext } from '../../../canvas/context';
import { toCanvasTime } from '../../../canvas/dates';
import { badRequest, fieldError, notFound, validationFailed } from '../../../canvas/errors';
import { json } from '../../../canvas/respond';
import { requestOrigin } from '../../../canvas/urls';
import { parseParams } from '../../../canvas/validate';
import { uploadContentType } from './content-type';
import { freeBytes } from './receive-upload';
import { POLICY_LIFETIME_MS, signPolicy } from './upload-policy';
import type { OnDuplicate } from '../duplicate-names';
import { UPLOAD_PATH } from './upload-rules';
import { findPending, insertPending, purgeAbandoned, type PendingSpec } from './upload.store';

const preflightParams = z.object({
  name: canvasString.optional(),
  filename: canvasString.optional(),
  size: canvasInteger.pipe(z.number().min(0)).optional(),
  content_type: canvasString.optional(),
  no_redirect: canvasBoolean.optional(),
  success_include: stringList().optional(),
});

/** Step 1's parameters for a submission or comment file; `filename` is the older name Canvas still reads. */
export function attachmentPreflightParams(c: AppContext) {
  const params = parseParams(preflightParams, c.get('params'));
  const name = params.name ?? params.filename ?? '';
  if (name === '') throw validationFailed(fieldError('name', 'blank', "can't be blank"));
  return { ...params, name };
}

type TicketSpec = {
  owner: PendingSpec['owner'];
  /** Runs inside the pending file's transaction, so a folder it creates is never left without the file. */
  folderId: () => number | null;
  onDuplicate: OnDuplicate;
};

/** Reserves the pending file and answers step 1 (docs/canvas-contract.md §3.3) with the signed step-2 target. */
export function uploadTicket(c: AppContext, params: ReturnType<typeof attachmentPreflightParams>, spec: TicketSpec): Response {
  const { db, blobs } = c.get('deps');
  const { owner } = spec;
  const free = freeBytes(c, { context_type: owner.type, context_id: owner.id });
  if (params.size !== undefined && params.size > free) throw badRequest('file size exceeds quota');
  purgeAbandoned(db, blobs, owner, toCanvasTime(new Date(clock.now() - POLICY_LIFETIME_MS)));
  const contentType = uploadContentType(params.content_type, params.name);
  const id = db.transaction(() =>
    insertPending(db, { owner, folderId: spec.folderId(), userId: c.get('caller').id, name: params.name, contentType, size: params.size ?? 0, locked: false }),
  ).immediate();
  const row = findPending(db, id);
  if (!row) throw notFound();
  const signed = signPolicy(db, {
    attachmentId: id,
    maxBytes: Math.max(0, Math.min(params.size ?? free, free)),
    expiresAt: clock.now() + POLICY_LIFETIME_MS,
    onDuplicate: spec.onDuplicate,
    noRedirect: params.no_redirect ?? false,
    include: params.success_include ?? [],
  });
  return json(c, {
    upload_url: `${requestOrigin(c)}${UPLOAD_PATH}`,
    upload_params: { filename: row.display_name, content_type: row.content_type, ...signed },
    file_param: 'file',
  });
}

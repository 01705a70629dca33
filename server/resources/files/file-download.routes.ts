import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { authenticate } from '../../canvas/auth';
import type { AppContext, AppEnv, Db } from '../../canvas/context';
import { forbidden, notFound } from '../../canvas/errors';
import { pathId } from '../../canvas/ids';
import { sameSecret } from '../../lib/same-secret';
import { isStorageKey } from '../../storage/blob-store';
import { fileCourseIds, linkOpens, mayReadBytes } from './file-access';
import type { FileRow } from './file-row';
import { fileResponse } from './file-response';
import { validPublicSignature } from './public-url';
import { prepared } from '../../db/statements';


function findFile(c: AppContext, id: number): (FileRow & { storage_key: string }) | undefined {
  const row = prepared<[number], FileRow>(c.get('deps').db, 'SELECT * FROM attachments WHERE id = ?').get(id);
  // A pending upload has no file yet, whatever bytes step 2 stored for it.
  const gone = !row || row.workflow_state === 'deleted' || row.workflow_state === 'pending_upload';
  if (gone || row.storage_key === null || !isStorageKey(row.storage_key)) return undefined;
  return { ...row, storage_key: row.storage_key };
}

/**
 * The file in the path, when the link carries its own authority: the verifier (the file's uuid, Canvas's
 * permanent link) or a live public_url signature (§3.16, expiring). That authority is who the caller is, not
 * whether the file is open to them: mayReadBytes decides that.
 */
function linkedFile(c: AppContext) {
  const verifier = c.req.query('verifier');
  const signature = c.req.query('signature');
  if (!verifier && !signature) return undefined;
  const file = findFile(c, pathId(c, 'id'));
  if (!file) return undefined;
  if (verifier && sameSecret(verifier, file.uuid)) return file;
  return validPublicSignature(c.get('deps').db, file, c.req.query('expires'), signature) ? file : undefined;
}

/**
 * A link carrying its authority opens a file open to learners without a session, which is how <img> and <video>
 * elements load it. Otherwise the caller must sign in (token or session cookie), and only then learns whether
 * the file exists.
 */
const linkOrToken = createMiddleware<AppEnv>(async (c, next) => {
  const linked = linkedFile(c);
  if (linked && linkOpens(c.get('deps').db, linked)) await next();
  else await authenticate(c, next);
});

/** Whether the file may be served under the context in the path: a course also serves files linked into it. */
type PathContext = (db: Db, file: FileRow) => boolean;
const inCourse = (courseId: number): PathContext => (db, file) => fileCourseIds(db, file).includes(courseId);
const inGroup = (groupId: number): PathContext => (_db, file) => file.context_type === 'Group' && file.context_id === groupId;

async function download(c: AppContext, inContext?: PathContext): Promise<Response> {
  const { db, blobs } = c.get('deps');
  const linked = linkedFile(c);
  const file = linked ?? findFile(c, pathId(c, 'id'));
  if (!file || (inContext && !inContext(db, file))) throw notFound();
  if (!mayReadBytes(c, file, linked !== undefined)) throw forbidden();
  return await fileResponse(blobs, file, { rangeHeader: c.req.header('range'), headOnly: c.req.method === 'HEAD' });
}

/**
 * File downloads (docs/canvas-contract.md §7.3 `url`, §3.16 public_url), outside /api/v1 as in Canvas, with the
 * course and group forms canvas-lms config/routes.rb gives through its files concern.
 */
export function fileDownloadRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/files/:id/download', linkOrToken, (c) => download(c))
    .get('/courses/:course_id/files/:id/download', linkOrToken, (c) => download(c, inCourse(pathId(c, 'course_id'))))
    .get('/groups/:group_id/files/:id/download', linkOrToken, (c) => download(c, inGroup(pathId(c, 'group_id'))));
}

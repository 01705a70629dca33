import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { authenticate } from '../../canvas/auth';
import type { AppContext, AppEnv } from '../../canvas/context';
import { forbidden, notFound } from '../../canvas/errors';
import { pathId } from '../../canvas/ids';
import { createBlobStore, isStorageKey } from '../../storage/blob-store';
import { fileCourseIds, mayDownload } from './file-access';
import type { FileRow } from './file-row';
import { fileResponse } from './file-response';

function findFile(c: AppContext, id: number): (FileRow & { storage_key: string }) | undefined {
  const row = c.get('deps').db.prepare<[number], FileRow>('SELECT * FROM attachments WHERE id = ?').get(id);
  // A pending upload has no file yet, whatever bytes step 2 stored for it.
  const gone = !row || row.workflow_state === 'deleted' || row.workflow_state === 'pending_upload';
  if (gone || row.storage_key === null || !isStorageKey(row.storage_key)) return undefined;
  return { ...row, storage_key: row.storage_key };
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The file in the path, when the link carries its verifier. */
function verifiedFile(c: AppContext) {
  const verifier = c.req.query('verifier');
  const file = verifier ? findFile(c, pathId(c, 'id')) : undefined;
  return file && verifier && sameSecret(verifier, file.uuid) ? file : undefined;
}

/**
 * Canvas's verifier is the file's uuid: a link carrying it opens the file without a session, which is how
 * <img> and <video> elements load it. Without a matching verifier the caller must sign in with a token, and
 * only then learns whether the file exists.
 */
const verifierOrToken = createMiddleware<AppEnv>(async (c, next) => {
  if (verifiedFile(c)) await next();
  else await authenticate(c, next);
});

function download(c: AppContext, courseId?: number): Response {
  const { db, dataDir } = c.get('deps');
  const verified = verifiedFile(c);
  const file = verified ?? findFile(c, pathId(c, 'id'));
  if (!file || (courseId !== undefined && !fileCourseIds(db, file).includes(courseId))) throw notFound();
  if (!verified && !mayDownload(db, c.get('caller').id, file)) throw forbidden();
  return fileResponse(createBlobStore(dataDir), file, c.req.header('range'));
}

/** File downloads (canvas-api.md §7.3 `url`), outside /api/v1 as in Canvas. */
export function fileDownloadRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/files/:id/download', verifierOrToken, (c) => download(c))
    .get('/courses/:course_id/files/:id/download', verifierOrToken, (c) => download(c, pathId(c, 'course_id')));
}

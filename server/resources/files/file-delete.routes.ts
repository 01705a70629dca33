import { Hono } from 'hono';
import type { AppEnv } from '../../canvas/context';
import { nowIso } from '../../canvas/dates';
import { badRequest } from '../../canvas/errors';
import { json } from '../../canvas/respond';
import { isSubmitted } from './file-access';
import { fileOwner, loadFile, writtenFileJson } from './file-write';
import { releaseBlobs } from './release-blobs';
import { prepared } from '../../db/statements';

/**
 * DELETE /api/v1/files/:id (docs/canvas-contract.md §3.5), after FilesController#destroy: a submitted file is refused with
 * 403 whoever asks; without manage_files_delete Canvas answers an explicit 401 with a message (no
 * WWW-Authenticate, so clients read it as "not allowed", not "bad token"). A soft delete answering the File as it
 * was; its bytes go once no live row shares them, after the commit.
 */
export function fileDeleteRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().delete('/files/:id', (c) => {
    const { db, blobs } = c.get('deps');
    const file = loadFile(c);
    if (isSubmitted(db, file.id)) throw badRequest('Cannot delete a file that has been submitted as part of an assignment', 403);
    const owner = fileOwner(c, file);
    if (!owner || !owner.rights.remove) throw badRequest('Unauthorized to delete this file', 401);
    const before = writtenFileJson(c, file);
    db.transaction(() => {
      prepared(db, `UPDATE attachments SET workflow_state = 'deleted', updated_at = ? WHERE id = ? AND workflow_state <> 'deleted'`).run(nowIso(), file.id);
    }).immediate();
    if (file.storage_key !== null) releaseBlobs(db, blobs, [file.storage_key]);
    return json(c, before);
  });
}

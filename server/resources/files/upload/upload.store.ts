import type { Db } from '../../../canvas/context';
import { nowIso } from '../../../canvas/dates';
import { canvasUuid } from '../../../canvas/uuid';
import type { BlobStore, StoredBlob } from '../../../storage/blob-store';
import { replaceSameNamed, sameNamedFiles, uniqueFileName, type OnDuplicate } from '../duplicate-names';
import type { FileRow } from '../file-row';
import { releaseBlobs } from '../release-blobs';
import { prepared } from '../../../db/statements';

/** Whose file it will be: a files owner, or a submission for a comment's file (which has no folder). */
type PendingOwner = { type: FileRow['context_type']; id: number };

export type PendingSpec = {
  owner: PendingOwner;
  folderId: number | null;
  userId: number;
  name: string;
  contentType: string;
  size: number;
  /** Unpublished from the start (a course that requires usage rights). */
  locked: boolean;
};

/**
 * Step 1's row: a file in workflow_state 'pending_upload', which every list, get, count and quota leaves out
 * (Canvas's pending attachment with file_state "deleted"). Its size is the preflight's until the bytes arrive.
 */
export function insertPending(db: Db, spec: PendingSpec): number {
  const now = nowIso();
  const result = prepared(db,
      `INSERT INTO attachments (context_type, context_id, folder_id, user_id, display_name, filename, content_type, size, uuid,
         locked, workflow_state, created_at, updated_at, modified_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending_upload', ?, ?, ?)`,
    )
    .run(
      spec.owner.type, spec.owner.id, spec.folderId, spec.userId, spec.name,
      // Canvas keeps the uploaded name URL-escaped with spaces as '+' (as the seeds do); display_name keeps it as given.
      encodeURIComponent(spec.name).replace(/%20/g, '+'), spec.contentType, spec.size, canvasUuid(), spec.locked ? 1 : 0, now, now, now,
    );
  return Number(result.lastInsertRowid);
}

export function findPending(db: Db, id: number): FileRow | undefined {
  return prepared<[number], FileRow>(db, `SELECT * FROM attachments WHERE id = ? AND workflow_state = 'pending_upload'`).get(id);
}

/**
 * Records step 2's bytes on the pending row. Call in the same tick as BlobUpload.commit(): the row then holds the
 * key before any release could look for users of it. False when the row is gone or already has bytes.
 */
export function attachBytes(db: Db, id: number, blob: StoredBlob): boolean {
  const result = prepared(db,
      `UPDATE attachments SET storage_key = ?, md5 = ?, size = ?, updated_at = ?
        WHERE id = ? AND workflow_state = 'pending_upload' AND storage_key IS NULL`,
    )
    .run(blob.storageKey, blob.md5, blob.size, nowIso(), id);
  return result.changes === 1;
}

/** Removes a pending upload entirely, row and bytes (a refused confirm keeps nothing). */
export function discardPending(db: Db, blobs: BlobStore, file: FileRow): void {
  prepared(db, `DELETE FROM attachments WHERE id = ? AND workflow_state = 'pending_upload'`).run(file.id);
  if (file.storage_key !== null) releaseBlobs(db, blobs, [file.storage_key]);
}

/**
 * Pending uploads of the owner started before `cutoff` (ISO): their policies have expired, so they can never be
 * completed. Removed with any bytes they hold, so abandoned uploads do not pile up between restarts.
 */
export function purgeAbandoned(db: Db, blobs: BlobStore, owner: PendingOwner, cutoff: string): void {
  const stale = prepared<[string, number, string], FileRow>(db,
      `SELECT * FROM attachments WHERE context_type = ? AND context_id = ? AND workflow_state = 'pending_upload' AND created_at < ?`,
    )
    .all(owner.type, owner.id, cutoff);
  for (const file of stale) discardPending(db, blobs, file);
}

/** The same-named live files the confirm would collide with (on_duplicate=error). */
export const clashes = (db: Db, file: FileRow) => file.folder_id !== null && sameNamedFiles(db, file.folder_id, file.display_name, file.id).length > 0;

/**
 * Step 3 in one transaction: Attachment#handle_duplicates (overwrite deletes the same-named files, pointing them at
 * this one; rename picks `name-N.ext`), then the file becomes 'processed'. The replaced files' bytes are released
 * after the commit. Returns the confirmed row, or undefined when it was no longer pending.
 */
export function confirmPending(db: Db, blobs: BlobStore, id: number, onDuplicate: OnDuplicate): FileRow | undefined {
  let released: string[] = [];
  const confirmed = db.transaction(() => {
    const file = findPending(db, id);
    if (!file || file.storage_key === null) return undefined;
    const now = nowIso();
    let name = file.display_name;
    if (file.folder_id !== null && onDuplicate === 'overwrite') {
      const replaced = sameNamedFiles(db, file.folder_id, name, id).map((f) => f.id);
      released = replaceSameNamed(db, file.folder_id, name, id, now);
      const point = prepared(db, 'UPDATE attachments SET replacement_attachment_id = ? WHERE id = ?');
      for (const old of replaced) point.run(id, old);
    } else if (file.folder_id !== null) {
      name = uniqueFileName(db, file.folder_id, name, id);
    }
    prepared(db,
      `UPDATE attachments SET workflow_state = 'processed', display_name = ?, updated_at = ?, modified_at = ? WHERE id = ?`,
    ).run(name, now, now, id);
    return prepared<[number], FileRow>(db, 'SELECT * FROM attachments WHERE id = ?').get(id);
  }).immediate();
  releaseBlobs(db, blobs, released);
  return confirmed;
}

/**
 * The start-up sweep (decision record "upload-crash-safety"): every pending upload goes (no upload is in flight
 * before the server listens, and their signed policies died with the last process), then every temp file and every
 * blob no live row uses.
 */
export function sweepUploads(db: Db, blobs: BlobStore): { pending: number; temps: number; blobs: number } {
  const pending = prepared(db, `DELETE FROM attachments WHERE workflow_state = 'pending_upload'`).run().changes;
  const used = prepared<[string], { n: number }>(db,
    `SELECT COUNT(*) AS n FROM attachments WHERE storage_key = ? AND workflow_state <> 'deleted'`,
  );
  const removed = blobs.sweep((key) => (used.get(key)?.n ?? 0) > 0);
  return { pending, ...removed };
}

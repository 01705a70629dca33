import type { Db } from '../../canvas/context';
import type { BlobStore } from '../../storage/blob-store';

/**
 * Removes the bytes of each key no attachment row still uses, deleted rows aside (copies share bytes, so a key
 * outlives the file that brought it). Call after the transaction that let go of the keys has committed.
 */
export function releaseBlobs(db: Db, blobs: BlobStore, keys: Iterable<string>): void {
  const used = db.prepare<[string], { n: number }>(
    `SELECT COUNT(*) AS n FROM attachments WHERE storage_key = ? AND workflow_state <> 'deleted'`,
  );
  for (const key of new Set(keys)) if ((used.get(key)?.n ?? 0) === 0) blobs.remove(key);
}

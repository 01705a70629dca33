import type { Db } from '../../canvas/context';
import type { BlobStore } from '../../storage/blob-store';
import { prepared } from '../../db/statements';

/**
 * Removes the bytes of each key no attachment row still uses, deleted rows aside (copies share bytes, so a key
 * outlives the file that brought it). Call after the transaction that let go of the keys has committed.
 */
export function releaseBlobs(db: Db, blobs: BlobStore, keys: Iterable<string>): void {
  const used = prepared<[string], { n: number }>(db,
    `SELECT COUNT(*) AS n FROM attachments WHERE storage_key = ? AND workflow_state <> 'deleted'`,
  );
  for (const key of new Set(keys)) if ((used.get(key)?.n ?? 0) === 0) blobs.remove(key);
}

import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type StoredBlob = { storageKey: string; size: number; md5: string };

export type BlobStore = {
  /** Stores bytes once per content; storing identical bytes again returns the same key without rewriting. */
  put: (bytes: Uint8Array) => StoredBlob;
  /** Absolute path of a stored blob. */
  path: (storageKey: string) => string;
  read: (storageKey: string) => Buffer;
  /** Deletes a blob's bytes; a missing blob is fine (another release got there first). */
  remove: (storageKey: string) => void;
};

// Keys come from the database, so reject anything that is not our own shape before it touches a path.
const keyPattern = /^([0-9a-f]{2})\/\1[0-9a-f]{62}$/;

export function isStorageKey(value: string): boolean {
  return keyPattern.test(value);
}

/** Content-addressed file bytes under `<dataDir>/files/<first two hex>/<sha256 hex>`. */
export function createBlobStore(dataDir: string): BlobStore {
  const root = join(dataDir, 'files');

  const path = (storageKey: string): string => {
    if (!isStorageKey(storageKey)) throw new Error(`Invalid storage key: ${storageKey}`);
    return join(root, storageKey);
  };

  const put = (bytes: Uint8Array): StoredBlob => {
    const sha = createHash('sha256').update(bytes).digest('hex');
    const storageKey = `${sha.slice(0, 2)}/${sha}`;
    const target = path(storageKey);
    if (!existsSync(target)) {
      // Owner-only, like the database: stored files are people's coursework.
      mkdirSync(join(root, sha.slice(0, 2)), { recursive: true, mode: 0o700 });
      // A temp file in the same directory makes the rename atomic: readers see all bytes or no file.
      const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        writeFileSync(temp, bytes, { mode: 0o600 });
        renameSync(temp, target);
      } catch (error) {
        rmSync(temp, { force: true });
        throw error;
      }
    }
    const md5 = createHash('md5').update(bytes).digest('hex');
    return { storageKey, size: bytes.byteLength, md5 };
  };

  return {
    put,
    path,
    read: (storageKey) => readFileSync(path(storageKey)),
    remove: (storageKey) => rmSync(path(storageKey), { force: true }),
  };
}

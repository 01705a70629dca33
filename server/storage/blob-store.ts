import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';

export type StoredBlob = { storageKey: string; size: number; md5: string };

export type BlobStore = {
  /** Stores bytes once per content; storing identical bytes again returns the same key without rewriting. */
  put: (bytes: Uint8Array) => StoredBlob;
  /** Absolute path of a stored blob. */
  path: (storageKey: string) => string;
  read: (storageKey: string) => Buffer;
  /** Opens a blob for reading part of it from disk, never the whole of it into memory (a download); see BlobReader. */
  openRead: (storageKey: string) => Promise<BlobReader>;
  /** Deletes a blob's bytes; a missing blob is fine (another release got there first). */
  remove: (storageKey: string) => void;
  /** Starts writing bytes that arrive over time (an upload) to a temp file; see BlobUpload. */
  upload: () => Promise<BlobUpload>;
  /**
   * Removes every temp file and every blob `keep` refuses. Only safe while nothing is being written: main.ts
   * calls it (through files/upload/upload-sweep.ts) before the server listens.
   */
  sweep: (keep: (storageKey: string) => boolean) => { temps: number; blobs: number };
};

/**
 * Bytes streamed to `<dataDir>/files/<random>.tmp` while hashing and counting them. finish() flushes them to disk;
 * commit() then renames them to their content address synchronously, so the caller can record the key in the
 * same tick, before anything else (a release of the same bytes) runs.
 */
export type BlobUpload = {
  write: (chunk: Uint8Array) => Promise<void>;
  /** Bytes written so far. */
  readonly size: number;
  finish: () => Promise<void>;
  commit: () => StoredBlob;
  /** Closes and deletes the temp file; safe to call more than once and after a failed write. */
  abort: () => Promise<void>;
};

/**
 * An open blob. Holding the file open keeps its bytes readable even if a release removes the blob meanwhile.
 * Exactly one of stream() or close() must be called.
 */
type BlobReader = {
  readonly size: number;
  /**
   * Bytes start..end (inclusive) as a stream read from disk as the consumer pulls (backpressure); the file closes
   * when the stream ends, fails, or its consumer cancels it (a client that went away).
   */
  stream: (start: number, end: number) => ReadableStream<Uint8Array>;
  close: () => Promise<void>;
};

// Keys come from the database, so reject anything that is not our own shape before it touches a path.
const keyPattern = /^([0-9a-f]{2})\/\1[0-9a-f]{62}$/;

export function isStorageKey(value: string): boolean {
  return keyPattern.test(value);
}

/** Where a data dir keeps its file bytes. */
export const blobRoot = (dataDir: string): string => join(dataDir, 'files');

/** Content-addressed file bytes under `<dataDir>/files/<first two hex>/<sha256 hex>`. */
export function createBlobStore(dataDir: string): BlobStore {
  const root = blobRoot(dataDir);

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

  /** Moves a complete temp file to the blob of `sha`; identical bytes already stored make the temp redundant. */
  const place = (temp: string, sha: string): string => {
    const storageKey = `${sha.slice(0, 2)}/${sha}`;
    const target = path(storageKey);
    if (existsSync(target)) {
      rmSync(temp, { force: true });
    } else {
      mkdirSync(join(root, sha.slice(0, 2)), { recursive: true, mode: 0o700 });
      renameSync(temp, target);
    }
    return storageKey;
  };

  const upload = async (): Promise<BlobUpload> => {
    mkdirSync(root, { recursive: true, mode: 0o700 });
    const temp = join(root, `${randomBytes(8).toString('hex')}.tmp`);
    const handle = await open(temp, 'wx', 0o600);
    const sha = createHash('sha256');
    const md5 = createHash('md5');
    let size = 0;
    let state: 'open' | 'finished' | 'closed' = 'open';
    return {
      get size() {
        return size;
      },
      write: async (chunk) => {
        if (state !== 'open') throw new Error('upload is no longer open');
        sha.update(chunk);
        md5.update(chunk);
        size += chunk.byteLength;
        // FileHandle.write waits for the disk, which is the backpressure that keeps a large body out of memory.
        for (let offset = 0; offset < chunk.byteLength; ) offset += (await handle.write(chunk, offset)).bytesWritten;
      },
      finish: async () => {
        // On disk before the rename: a confirmed row must never point at bytes a crash could still lose.
        await handle.sync();
        await handle.close();
        state = 'finished';
      },
      commit: () => {
        if (state !== 'finished') throw new Error('finish() the upload before commit()');
        state = 'closed';
        return { storageKey: place(temp, sha.digest('hex')), size, md5: md5.digest('hex') };
      },
      abort: async () => {
        if (state === 'open') await handle.close().catch(() => undefined);
        state = 'closed';
        rmSync(temp, { force: true });
      },
    };
  };

  const sweep = (keep: (storageKey: string) => boolean) => {
    const removed = { temps: 0, blobs: 0 };
    if (!existsSync(root)) return removed;
    for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile()) continue;
      const full = join(entry.parentPath, entry.name);
      const key = relative(root, full).split(sep).join('/');
      if (entry.name.endsWith('.tmp')) {
        rmSync(full, { force: true });
        removed.temps++;
      } else if (isStorageKey(key) && !keep(key)) {
        rmSync(full, { force: true });
        removed.blobs++;
      }
    }
    return removed;
  };

  const openRead = async (storageKey: string): Promise<BlobReader> => {
    const handle = await open(path(storageKey), 'r');
    try {
      const { size } = await handle.stat();
      return {
        size,
        stream: (start, end) => Readable.toWeb(handle.createReadStream({ start, end, autoClose: true })) as ReadableStream<Uint8Array>,
        close: () => handle.close(),
      };
    } catch (error) {
      await handle.close();
      throw error;
    }
  };

  return {
    put,
    path,
    read: (storageKey) => readFileSync(path(storageKey)),
    openRead,
    remove: (storageKey) => rmSync(path(storageKey), { force: true }),
    upload,
    sweep,
  };
}

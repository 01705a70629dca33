import { copyFileSync, linkSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { blobRoot, isStorageKey } from '../../storage/blob-store';

/*
 * The file bytes as they were when testing mode started (decision 0085). A stored blob is never changed in place
 * (blob-store.ts writes a new file and renames it), so a hard link beside the data keeps its bytes for no space,
 * even once the app removes the blob. A restore removes every blob stored since and links back every one removed.
 */

export type FileTemplate = { restore: () => void };

/** Storage keys of the blobs under `root`; temporary files of uploads in flight are none of them. */
function storedKeys(root: string): Set<string> {
  const keys = new Set<string>();
  let entries;
  try {
    entries = readdirSync(root, { withFileTypes: true, recursive: true });
  } catch {
    return keys; // no file stored yet
  }
  for (const entry of entries) {
    const key = relative(root, join(entry.parentPath, entry.name)).split(sep).join('/');
    if (entry.isFile() && isStorageKey(key)) keys.add(key);
  }
  return keys;
}

/** A hard link, or a copy where the file system has none. */
function keep(from: string, to: string): void {
  mkdirSync(join(to, '..'), { recursive: true, mode: 0o700 });
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

export function takeFileTemplate(dataDir: string): FileTemplate {
  const root = blobRoot(dataDir);
  // Inside the data dir: same file system, so links work, and gone with it.
  const kept = join(dataDir, 'testing-reset-files');
  rmSync(kept, { recursive: true, force: true });
  const keys = storedKeys(root);
  for (const key of keys) keep(join(root, key), join(kept, key));
  return {
    restore: () => {
      const now = storedKeys(root);
      for (const key of now) if (!keys.has(key)) rmSync(join(root, key), { force: true });
      for (const key of keys) if (!now.has(key)) keep(join(kept, key), join(root, key));
    },
  };
}

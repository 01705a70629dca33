import { chmodSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBlobStore } from '../storage/blob-store';
import { createDataDir, openDatabase } from './open';

const mode = (path: string) => statSync(path).mode & 0o777;

describe('what Lectern stores is readable by its own user only', () => {
  it('creates the data dir 0700 and the database with its -wal and -shm files 0600', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'lectern-perm-')), 'data');
    createDataDir(dataDir);
    const file = join(dataDir, 'lectern.sqlite');
    const db = openDatabase(file);
    db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)').run('probe', 'now');
    expect(mode(dataDir)).toBe(0o700);
    for (const path of [file, `${file}-wal`, `${file}-shm`]) expect(mode(path)).toBe(0o600);
    db.close();
  });

  it('tightens a database and data dir left world-readable by an older version', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lectern-perm-'));
    const file = join(dataDir, 'old.sqlite');
    writeFileSync(file, ''); // an empty file is an empty SQLite database
    chmodSync(file, 0o644);
    chmodSync(dataDir, 0o755);
    createDataDir(dataDir);
    openDatabase(file).close();
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(file)).toBe(0o600);
  });

  it('stores file bytes 0600 in 0700 directories', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lectern-perm-'));
    const blob = createBlobStore(dataDir).put(new TextEncoder().encode('marks.csv'));
    const path = createBlobStore(dataDir).path(blob.storageKey);
    expect(mode(path)).toBe(0o600);
    expect(mode(join(path, '..'))).toBe(0o700);
  });
});

import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import type { Db } from '../canvas/context';
import { nowIso } from '../canvas/dates';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Only the owner may read what Lectern stores: tokens' digests, people's names, their files. */
const OWNER_ONLY_FILE = 0o600;
const OWNER_ONLY_DIR = 0o700;

/** Creates DATA_DIR (or tightens an existing one) so only the server's user can enter it. */
export function createDataDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: OWNER_ONLY_DIR });
  chmodSync(dir, OWNER_ONLY_DIR);
}

/**
 * SQLite creates its -wal and -shm files with the database file's mode, so creating that file owner-only first
 * covers all three; files left by an older version are tightened as well.
 */
function restrictToOwner(filename: string): void {
  if (filename === ':memory:' || filename === '') return; // no file at all
  closeSync(openSync(filename, 'a', OWNER_ONLY_FILE));
  for (const file of [filename, `${filename}-wal`, `${filename}-shm`]) {
    if (existsSync(file)) chmodSync(file, OWNER_ONLY_FILE);
  }
}

/** Opens (or creates) the database in WAL mode with foreign keys enforced, and applies pending migrations. */
export function openDatabase(filename: string): Db {
  restrictToOwner(filename);
  const db = new Database(filename);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  migrate(db);
  return db;
}

/** Applies each migrations/NNN_name.sql once, in order, each in its own transaction. */
function migrate(db: Db): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const applied = new Set(
    db.prepare<[], { name: string }>('SELECT name FROM schema_migrations').all().map((r) => r.name),
  );
  const pending = readdirSync(migrationsDir).filter((f) => f.endsWith('.sql') && !applied.has(f)).sort();
  for (const name of pending) {
    const sql = readFileSync(join(migrationsDir, name), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)').run(name, nowIso());
    }).immediate();
  }
}

export const isEmpty = (db: Db): boolean =>
  db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM accounts').get()?.n === 0;

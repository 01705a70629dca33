import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import type { Db } from '../canvas/context';
import { nowIso } from '../canvas/dates';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Opens (or creates) the database in WAL mode with foreign keys enforced, and applies pending migrations. */
export function openDatabase(filename: string): Db {
  const db = new Database(filename);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  migrate(db);
  return db;
}

/** Applies each migrations/NNN_name.sql once, in order, each in its own transaction. */
export function migrate(db: Db): void {
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
    })();
  }
}

export const isEmpty = (db: Db): boolean =>
  db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM accounts').get()?.n === 0;

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll } from 'vitest';
import type { seedDemo } from './seed';

const schema = readFileSync(new URL('../migrations/001_init.sql', import.meta.url), 'utf8');
const dataDirs: string[] = [];
afterAll(() => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A fixed "now" with milliseconds, to prove the seed stores whole seconds. */
export const NOW = new Date('2026-03-04T17:25:42.318Z');
export const NOW_ISO = '2026-03-04T17:25:42Z';

/** Applies 001_init to a fresh in-memory database and seeds it into a temporary data dir. */
export function seeded(seed: typeof seedDemo, now: Date = NOW) {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  db.exec(schema);
  const dataDir = mkdtempSync(join(tmpdir(), 'lectern-seed-'));
  dataDirs.push(dataDir);
  seed(db, { dataDir, now });
  return { db, dataDir };
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import type { Db } from '../../canvas/context';
import { openDatabase } from '../open';
import type { seedDemo } from './seed';

const dataDirs: string[] = [];
afterAll(() => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A fixed "now" with milliseconds, to prove the seed stores whole seconds. */
export const NOW = new Date('2026-03-04T17:25:42.318Z');
export const NOW_ISO = '2026-03-04T17:25:42Z';

/** Migrates a fresh in-memory database and seeds it into a temporary data dir. */
export function seeded(seed: typeof seedDemo, now: Date = NOW): { db: Db; dataDir: string } {
  const db = openDatabase(':memory:');
  const dataDir = mkdtempSync(join(tmpdir(), 'lectern-seed-'));
  dataDirs.push(dataDir);
  seed(db, { dataDir, now });
  return { db, dataDir };
}

import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../canvas/context';
import { createDataDir } from '../db/open';
import type { SeedChoice } from '../embedded';

/*
 * Seeding the demo profile takes most of a start (0.2-0.5 s). The seed is deterministic for a given build and
 * instant, so lectern-canvas seeds as of the start of the current UTC hour and keeps that result once per build and
 * hour: every later start copies the database and its files into its new data dir instead of seeding again. What a
 * data dir holds is the same either way (decision 0086).
 */

const HOUR_MS = 3_600_000;
/** Entries older than this go when a new one is stored; younger ones may still be being copied by another start. */
const KEEP_MS = 2 * HOUR_MS;

/** The instant the command seeds as of: the start of this UTC hour, so starts within the hour share one seed. */
export const seedInstant = (now: number): Date => new Date(Math.floor(now / HOUR_MS) * HOUR_MS);

/** This build's identity: the compiled server's build time (scripts/build-server.mjs). None under tsx: no cache. */
function buildId(): string | undefined {
  try {
    return String((JSON.parse(readFileSync(new URL('./inputs.json', import.meta.url), 'utf8')) as { builtAt: number }).builtAt);
  } catch {
    return undefined;
  }
}

/** Owner-only, like a data dir: it holds a copy of one. */
const cacheRoot = (): string => join(tmpdir(), `lectern-canvas-seeds-${userInfo().uid}`);

export type SeedCache = {
  /** Copies the kept seed into a data dir that has no database yet; false when there is none to copy. */
  fill: (dataDir: string) => boolean;
  /** Keeps a copy of a data dir just seeded (`db` open on it), for the next starts. */
  keep: (db: Db, dataDir: string) => void;
};

export function seedCache(seed: SeedChoice, instant: Date): SeedCache | undefined {
  const build = buildId();
  if (build === undefined || seed === 'none') return undefined;
  const root = cacheRoot();
  const entry = join(root, `${seed}-${build}-${instant.getTime()}`);
  return {
    fill: (dataDir) => {
      if (!existsSync(join(entry, 'lectern.sqlite')) || existsSync(join(dataDir, 'lectern.sqlite'))) return false;
      createDataDir(dataDir);
      copyFileSync(join(entry, 'lectern.sqlite'), join(dataDir, 'lectern.sqlite'));
      if (existsSync(join(entry, 'files'))) cpSync(join(entry, 'files'), join(dataDir, 'files'), { recursive: true });
      return true;
    },
    keep: (db, dataDir) => {
      createDataDir(root);
      // Built aside and renamed into place whole, so a start running meanwhile sees a complete entry or none.
      const building = `${entry}.${process.pid}.tmp`;
      rmSync(building, { recursive: true, force: true });
      mkdirSync(building, { mode: 0o700 });
      db.prepare('VACUUM INTO ?').run(join(building, 'lectern.sqlite'));
      if (existsSync(join(dataDir, 'files'))) cpSync(join(dataDir, 'files'), join(building, 'files'), { recursive: true });
      try {
        renameSync(building, entry);
      } catch {
        rmSync(building, { recursive: true, force: true }); // another start kept the same seed first
      }
      removeOld(root, instant.getTime());
    },
  };
}

function removeOld(root: string, instant: number): void {
  for (const name of readdirSync(root)) {
    const at = Number(/-(\d+)(?:\.\d+\.tmp)?$/.exec(name)?.[1]);
    if (at < instant - KEEP_MS) rmSync(join(root, name), { recursive: true, force: true });
  }
}

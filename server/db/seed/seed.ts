import type Database from 'better-sqlite3';
import { seedDemoProfile } from './demo-profile';
import { seedAccountsAndTerms, seedDemoUsers } from './seed-accounts';
import { seedLargeProfile } from './large-profile';
import { createSeedContext, type SeedOptions } from './seed-context';

const DEMO_SEED = 0x1ec7e2;
// A separate PRNG stream keeps demo ids and names identical with or without the large extras.
const LARGE_SEED = 0x5eed_1a29;

/**
 * Seeds the demo profile into an empty database that already has the 001_init schema, in one transaction.
 * Ids, names and uuids depend only on the fixed seed; dates are relative to `opts.now` (default: now).
 */
export function seedDemo(db: Database.Database, opts: SeedOptions): void {
  db.transaction(() => seedDemoProfile(createSeedContext(db, opts, DEMO_SEED))).immediate();
}

/** The demo profile plus benchmark volume (see large-profile.ts, `scale` times it), in one transaction. */
export function seedLarge(db: Database.Database, opts: SeedOptions, scale = 1): void {
  db.transaction(() => {
    seedDemoProfile(createSeedContext(db, opts, DEMO_SEED));
    seedLargeProfile(createSeedContext(db, opts, LARGE_SEED), scale);
  }).immediate();
}

/** The root account and the four demo sign-in identities with their tokens, no courses (`lectern-canvas --seed none`). */
export function seedAccounts(db: Database.Database, opts: SeedOptions): void {
  db.transaction(() => {
    const ctx = createSeedContext(db, opts, DEMO_SEED);
    seedAccountsAndTerms(ctx);
    seedDemoUsers(ctx);
  }).immediate();
}

import type Database from 'better-sqlite3';
import { createBlobStore, type BlobStore } from '../../storage/blob-store';
import { createClock, type Clock } from './clock';
import { createRng, type Rng } from './rng';

export type SeedOptions = { dataDir: string; now?: Date };

export type Row = Record<string, string | number | null>;

export type SeedContext = {
  db: Database.Database;
  rng: Rng;
  clock: Clock;
  blobs: BlobStore;
  /** Inserts one row and returns its id; statements are cached per table and column list. */
  insert: (table: string, row: Row) => number;
};

export function createSeedContext(db: Database.Database, opts: SeedOptions, seed: number): SeedContext {
  const statements = new Map<string, Database.Statement>();
  const insert = (table: string, row: Row): number => {
    const columns = Object.keys(row);
    const key = `${table}(${columns.join(',')})`;
    let statement = statements.get(key);
    if (!statement) {
      const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`;
      statement = db.prepare(sql);
      statements.set(key, statement);
    }
    return Number(statement.run(row).lastInsertRowid);
  };
  return { db, rng: createRng(seed), clock: createClock(opts.now), blobs: createBlobStore(opts.dataDir), insert };
}

import type { Statement } from 'better-sqlite3';
import type { Db } from '../canvas/context';

/**
 * Compiling a statement costs 0.3-1.2 ms, up to a third of a simple GET; the plan of a given SQL text never
 * changes for one database, so each text is compiled once per database and reused. Texts built around an
 * `IN (?, ?, …)` list of variable length are distinct keys, so the cache keeps only the most recently used.
 */
const MAX_STATEMENTS_PER_DB = 1000;

const caches = new WeakMap<Db, Map<string, Statement>>();

function cacheOf(db: Db): Map<string, Statement> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/**
 * `db.prepare(sql)`, compiled once per database. The statement is shared: callers must not change its mode
 * (`pluck`, `raw`, `expand`, `safeIntegers`) nor hold an `iterate()` open across another call with the same text.
 */
export function prepared<BindParameters extends unknown[] | object = unknown[], Result = unknown>(
  db: Db,
  sql: string,
): Statement<BindParameters, Result> {
  const cache = cacheOf(db);
  let statement = cache.get(sql);
  if (statement) {
    // Re-inserting keeps Map order as recency order, so eviction drops the least recently used text.
    cache.delete(sql);
  } else {
    statement = db.prepare(sql);
    if (cache.size >= MAX_STATEMENTS_PER_DB) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
  }
  cache.set(sql, statement);
  return statement as Statement<BindParameters, Result>;
}

/** How many statements are cached for `db` (for tests of the bound). */
export const preparedCount = (db: Db): number => caches.get(db)?.size ?? 0;

/** Drops every statement compiled on `db`, so the next use of each text compiles it again (query-plan tests). */
export function forgetStatements(db: Db): void {
  caches.delete(db);
}

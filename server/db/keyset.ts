import type { Key } from '../canvas/bookmarks';
import type { Db } from '../canvas/context';
import { prepared } from './statements';

/** One column of a list's order: an SQL expression and its direction. */
export type OrderTerm = { sql: string; desc?: boolean };

/**
 * The SQL condition "comes after `key`" (or, reversed, "before") in the order of `terms`, with its arguments:
 * `(t0 > ?) OR (t0 IS ? AND t1 > ?) OR …`, each comparison in its term's direction. `IS` lets a NULL key value
 * equal a NULL column; a NULL never compares greater or less, so NULL columns are reached only through a term
 * that sorts them apart (`x IS NULL`). Keys come from `keyOf` of the same order, one value per term.
 */
export function keysetCondition(terms: OrderTerm[], key: Key, reverse = false): { sql: string; args: Key } {
  const arms: string[] = [];
  const args: Key = [];
  terms.forEach((term, i) => {
    const equal = terms.slice(0, i).map((earlier) => `${earlier.sql} IS ?`);
    const greater = Boolean(term.desc) === reverse;
    arms.push(`(${[...equal, `${term.sql} ${greater ? '>' : '<'} ?`].join(' AND ')})`);
    args.push(...key.slice(0, i), key[i] ?? null);
  });
  return { sql: `(${arms.join(' OR ')})`, args };
}

/**
 * keysetCondition behind a range on the first term (`t0 >= ? AND …`), for an order whose first term is a
 * non-NULL indexed column: SQLite seeks that index straight to the key, where the OR form alone would have it
 * filter every entry from the start (it does not seek on a row value over an index's column and the rowid).
 */
export function keysetSeek(terms: OrderTerm[], key: Key, reverse = false): { sql: string; args: Key } {
  const [first] = terms;
  const condition = keysetCondition(terms, key, reverse);
  if (!first) return condition;
  const from = Boolean(first.desc) === reverse ? '>=' : '<=';
  return { sql: `${first.sql} ${from} ? AND ${condition.sql}`, args: [key[0] ?? null, ...condition.args] };
}

/** ORDER BY for `terms`, or reversed. */
export const orderBySql = (terms: OrderTerm[], reverse = false): string =>
  terms.map((term) => `${term.sql} ${Boolean(term.desc) === reverse ? 'ASC' : 'DESC'}`).join(', ');

/** Past this share of a table, a keyset list walks an index of the table in its order (docs/decisions/0075). */
const WALK_SHARE = 20;

/**
 * Whether `sql` (one row per item of a list, no LIMIT) yields at least 1 / WALK_SHARE of `total`: whether that
 * many-th row exists. A list that large is read in the order of an index over the whole table, each entry checked,
 * so a page reads about per_page x WALK_SHARE entries however long the list; a smaller one is collected and sorted.
 */
export function holdsShare(db: Db, sql: string, args: unknown[], total: number): boolean {
  const enough = Math.max(1, Math.ceil(total / WALK_SHARE));
  return prepared(db, `${sql} LIMIT 1 OFFSET ?`).get(...args, enough - 1) !== undefined;
}

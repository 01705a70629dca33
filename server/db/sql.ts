/**
 * The `?, ?, ?` of an `IN (…)` list for these values. An empty list becomes `NULL`, which matches no
 * row (SQLite rejects `IN ()`), so callers need no special case for "nothing to match".
 */
export const placeholders = (values: readonly unknown[]): string => values.map(() => '?').join(',') || 'NULL';

/** `term` with LIKE's `%`, `_` and `\` taken literally; pair the pattern with `ESCAPE '\'`. */
const escapeLike = (term: string): string => term.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** A LIKE argument matching `term` anywhere, its `%`, `_` and `\` taken literally; pair it with `ESCAPE '\'`. */
export const likePattern = (term: string): string => `%${escapeLike(term)}%`;

/** A LIKE argument matching what starts with `prefix`, taken literally; pair it with `ESCAPE '\'`. */
export const likePrefix = (prefix: string): string => `${escapeLike(prefix)}%`;

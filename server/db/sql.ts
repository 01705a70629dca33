/**
 * The `?, ?, ?` of an `IN (…)` list for these values. An empty list becomes `NULL`, which matches no
 * row (SQLite rejects `IN ()`), so callers need no special case for "nothing to match".
 */
export const placeholders = (values: readonly unknown[]): string => values.map(() => '?').join(',') || 'NULL';

import { describe, expect, it } from 'vitest';
import { openDatabase } from './open';
import { prepared, preparedCount } from './statements';

describe('prepared statements', () => {
  it('compiles a SQL text once per database and reuses it', () => {
    const db = openDatabase(':memory:');
    const first = prepared<[], { n: number }>(db, 'SELECT 1 AS n');
    expect(prepared(db, 'SELECT 1 AS n')).toBe(first);
    expect(first.get()?.n).toBe(1);
    const other = openDatabase(':memory:');
    expect(prepared(other, 'SELECT 1 AS n')).not.toBe(first);
  });

  it('keeps the cache bounded when IN-lists of every length make new texts, dropping the least recently used', () => {
    const db = openDatabase(':memory:');
    const kept = prepared(db, 'SELECT 0');
    for (let n = 1; n <= 1500; n += 1) {
      prepared(db, `SELECT 1 WHERE 1 IN (${Array.from({ length: n }, () => '?').join(',')})`);
      if (n % 100 === 0) prepared(db, 'SELECT 0'); // used often, so it stays
    }
    expect(preparedCount(db)).toBe(1000);
    expect(prepared(db, 'SELECT 0')).toBe(kept);
  });
});

import type { Db } from '../../canvas/context';
import { placeholders } from '../../db/sql';
import type { TermRow } from './term.serialize';
import { prepared } from '../../db/statements';

/** A live term of the root account, by id; terms of other root accounts do not exist for it. */
export function findTerm(db: Db, rootAccountId: number, id: number): TermRow | undefined {
  return prepared<[number, number], TermRow>(db,
      `SELECT * FROM enrollment_terms WHERE id = ? AND root_account_id = ? AND workflow_state != 'deleted'`,
    )
    .get(id, rootAccountId);
}

/** The root account's default term, where Canvas puts courses created without a term. */
export function defaultTerm(db: Db, rootAccountId: number): TermRow | undefined {
  return prepared<[number], TermRow>(db,
      `SELECT * FROM enrollment_terms WHERE root_account_id = ? AND workflow_state != 'deleted'
        ORDER BY is_default DESC, id LIMIT 1`,
    )
    .get(rootAccountId);
}

/** Canvas gives every root account a "Default Term"; an account created without one gets it here. */
export function insertDefaultTerm(db: Db, rootAccountId: number, now: string): number {
  return Number(
    prepared(db, `INSERT INTO enrollment_terms (root_account_id, name, is_default, created_at) VALUES (?, 'Default Term', 1, ?)`)
      .run(rootAccountId, now).lastInsertRowid,
  );
}

/** Terms in Canvas's order (start, then end, then id; open dates last), filtered by workflow state. */
export function listTerms(db: Db, rootAccountId: number, states: string[] | undefined) {
  const stateSql = states ? `AND workflow_state IN (${placeholders(states)})` : '';
  const args = [rootAccountId, ...(states ?? [])];
  return {
    fetch: (limit: number, offset: number) =>
      prepared<(string | number)[], TermRow>(db,
          `SELECT * FROM enrollment_terms WHERE root_account_id = ? ${stateSql}
            ORDER BY start_at IS NULL, start_at, end_at IS NULL, end_at, id LIMIT ? OFFSET ?`,
        )
        .all(...args, limit, offset),
    count: () =>
      prepared<(string | number)[], { n: number }>(db,
          `SELECT COUNT(*) AS n FROM enrollment_terms WHERE root_account_id = ? ${stateSql}`,
        )
        .get(...args)?.n ?? 0,
  };
}

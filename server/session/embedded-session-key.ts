import { randomBytes } from 'node:crypto';
import type { Db } from '../canvas/context';
import { nowIso } from '../canvas/dates';
import { sealKeyFrom, type SealKey } from './sealed';
import { prepared } from '../db/statements';

/**
 * The embedded server's session key: LECTERN_SESSION_SECRET when set (several instances over one database),
 * otherwise a secret made once and kept in the database, so sessions survive a restart.
 */
export function embeddedSessionKey(db: Db, configured: string | undefined): SealKey {
  if (configured) return sealKeyFrom(configured);
  prepared(db, `INSERT OR IGNORE INTO server_secrets (name, value, created_at) VALUES ('session', ?, ?)`).run(
    randomBytes(32).toString('hex'),
    nowIso(),
  );
  const row = prepared<[], { value: string }>(db, `SELECT value FROM server_secrets WHERE name = 'session'`).get();
  if (!row) throw new Error('session key missing');
  return sealKeyFrom(row.value);
}

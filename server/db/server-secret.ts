import { randomBytes } from 'node:crypto';
import type { Db } from '../canvas/context';
import { nowIso } from '../canvas/dates';
import { prepared } from './statements';

const cache = new WeakMap<Db, Map<string, Buffer>>();

/**
 * A 32-byte key the server makes for itself on first use and keeps in server_secrets (never served), read once per
 * database and name: a value derived from it stays the same across restarts and workers.
 */
export function serverSecret(db: Db, name: string): Buffer {
  let known = cache.get(db);
  if (!known) cache.set(db, (known = new Map<string, Buffer>()));
  const cached = known.get(name);
  if (cached) return cached;
  prepared(db, `INSERT OR IGNORE INTO server_secrets (name, value, created_at) VALUES (?, ?, ?)`).run(name, randomBytes(32).toString('hex'), nowIso());
  const row = prepared<[string], { value: string }>(db, `SELECT value FROM server_secrets WHERE name = ?`).get(name);
  if (!row) throw new Error(`server secret ${name} missing`);
  const key = Buffer.from(row.value, 'hex');
  known.set(name, key);
  return key;
}

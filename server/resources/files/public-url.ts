import { createHmac, randomBytes } from 'node:crypto';
import * as clock from '../../canvas/clock';
import type { Db } from '../../canvas/context';
import { nowIso } from '../../canvas/dates';
import { sameSecret } from '../../lib/same-secret';
import type { FileRow } from './file-row';
import { prepared } from '../../db/statements';

/** How long a public_url works: long enough to hand a link to a player or another tool, short enough to go stale. */
export const PUBLIC_URL_SECONDS = 60 * 60;

/** The signing key, made on first use and kept in the database (never in a response); read once per database. */
const keys = new WeakMap<Db, Buffer>();
function signingKey(db: Db): Buffer {
  const known = keys.get(db);
  if (known) return known;
  prepared(db, `INSERT OR IGNORE INTO server_secrets (name, value, created_at) VALUES ('public_url', ?, ?)`).run(
    randomBytes(32).toString('hex'),
    nowIso(),
  );
  const row = prepared<[], { value: string }>(db, `SELECT value FROM server_secrets WHERE name = 'public_url'`).get();
  if (!row) throw new Error('public_url signing key missing');
  const key = Buffer.from(row.value, 'hex');
  keys.set(db, key);
  return key;
}

// The uuid is part of what is signed, so a link dies with the file it named even if an id were ever reused.
const signature = (db: Db, file: Pick<FileRow, 'id' | 'uuid'>, expires: number) =>
  createHmac('sha256', signingKey(db)).update(`public_url:${file.id}:${file.uuid}:${expires}`).digest('base64url');

/** The absolute, expiring download URL of §3.16: it carries its own authority, so no token is needed. */
export function publicUrl(db: Db, origin: string, file: Pick<FileRow, 'id' | 'uuid'>, now = clock.now()): string {
  const expires = Math.floor(now / 1000) + PUBLIC_URL_SECONDS;
  return `${origin}/files/${file.id}/download?download_frd=1&expires=${expires}&signature=${signature(db, file, expires)}`;
}

/** Whether `expires` and `signature` (from the query) are a live signature for the file. */
export function validPublicSignature(
  db: Db,
  file: Pick<FileRow, 'id' | 'uuid'>,
  expires: string | undefined,
  given: string | undefined,
  now = clock.now(),
): boolean {
  if (!expires || !given || !/^\d{1,12}$/.test(expires)) return false;
  const at = Number(expires);
  if (at * 1000 <= now) return false;
  return sameSecret(given, signature(db, file, at));
}

import { createHmac, randomBytes } from 'node:crypto';
import * as clock from '../../../canvas/clock';
import type { Db } from '../../../canvas/context';
import { nowIso } from '../../../canvas/dates';
import { sameSecret } from '../../../lib/same-secret';
import type { OnDuplicate } from '../duplicate-names';

/**
 * What step 1 lets step 2 do, signed like Canvas's local-storage `Policy` and `Signature` upload params: which
 * pending file the bytes are for, at most how many, until when, and how step 3 is reached.
 */
export type UploadPolicy = {
  attachmentId: number;
  /** The most bytes step 2 may store: the preflight size, or else what is left of the quota. */
  maxBytes: number;
  /** Epoch milliseconds after which the policy no longer works. */
  expiresAt: number;
  onDuplicate: OnDuplicate;
  noRedirect: boolean;
  /** success_include[], passed on to create_success as include[]. */
  include: string[];
};

/** How long an upload URL works (Canvas's local policy lasts an hour too). */
export const POLICY_LIFETIME_MS = 60 * 60 * 1000;

/**
 * One random key per start, kept in the database so every worker process verifies what another signed; each start
 * makes a new one (renewUploadPolicyKey), so policies still do not outlive it, which suits the start-up sweep that
 * removes every pending upload anyway (decision record "upload-crash-safety").
 */
const keys = new WeakMap<Db, Buffer>();
function keyFor(db: Db): Buffer {
  const known = keys.get(db);
  if (known) return known;
  db.prepare(`INSERT OR IGNORE INTO server_secrets (name, value, created_at) VALUES ('upload_policy', ?, ?)`).run(
    randomBytes(32).toString('hex'),
    nowIso(),
  );
  const row = db.prepare<[], { value: string }>(`SELECT value FROM server_secrets WHERE name = 'upload_policy'`).get();
  if (!row) throw new Error('upload policy key missing');
  const key = Buffer.from(row.value, 'hex');
  keys.set(db, key);
  return key;
}

/** At start, before any process serves: the policies signed before it stop working. */
export function renewUploadPolicyKey(db: Db): void {
  db.prepare(`INSERT OR REPLACE INTO server_secrets (name, value, created_at) VALUES ('upload_policy', ?, ?)`).run(
    randomBytes(32).toString('hex'),
    nowIso(),
  );
  keys.delete(db);
}

const sign = (db: Db, encoded: string) => createHmac('sha256', keyFor(db)).update(encoded).digest('base64url');

export function signPolicy(db: Db, policy: UploadPolicy): { Policy: string; Signature: string } {
  const encoded = Buffer.from(JSON.stringify(policy)).toString('base64url');
  return { Policy: encoded, Signature: sign(db, encoded) };
}

const isPolicy = (value: unknown): value is UploadPolicy => {
  if (!value || typeof value !== 'object') return false;
  const p = value as Record<string, unknown>;
  return (
    Number.isInteger(p.attachmentId) && Number.isInteger(p.maxBytes) && typeof p.expiresAt === 'number' &&
    (p.onDuplicate === 'overwrite' || p.onDuplicate === 'rename' || p.onDuplicate === 'error') &&
    typeof p.noRedirect === 'boolean' && Array.isArray(p.include) && p.include.every((i) => typeof i === 'string')
  );
};

/** The policy when the signature is ours and it has not expired; undefined otherwise (the caller answers 400). */
export function verifyPolicy(db: Db, encoded: string | undefined, signature: string | undefined, now = clock.now()): UploadPolicy | undefined {
  if (!encoded || !signature) return undefined;
  if (!sameSecret(signature, sign(db, encoded))) return undefined;
  try {
    const policy: unknown = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
    return isPolicy(policy) && policy.expiresAt > now ? policy : undefined;
  } catch {
    return undefined;
  }
}

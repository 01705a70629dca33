import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import * as clock from '../canvas/clock';

/**
 * Authenticated encryption (AES-256-GCM) of small JSON values that the server hands out and must get back
 * unchanged: session cookies, OAuth2 state, upload targets. The purpose is bound into the ciphertext, so a
 * value sealed for one use never opens as another; the expiry is inside, so an old copy stops working.
 * Nothing is stored server-side: any instance holding the same key opens what any other sealed.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;

export type SealKey = Buffer;

/** A 32-byte key from a configured secret of any length (LECTERN_SESSION_SECRET). */
export function sealKeyFrom(secret: string): SealKey {
  return createHash('sha256').update(`lectern-seal:${secret}`, 'utf8').digest();
}

/** A random key, for a single process that was given no secret. */
export function randomSealKey(): SealKey {
  return randomBytes(32);
}

type Envelope = { exp: number; value: unknown };

export function seal(key: SealKey, purpose: string, value: unknown, ttlSeconds: number, now = clock.now()): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(purpose, 'utf8'));
  const envelope: Envelope = { exp: now + ttlSeconds * 1000, value };
  const body = Buffer.concat([cipher.update(JSON.stringify(envelope), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** The sealed value, or undefined when it was tampered with, sealed for another purpose or key, or expired. */
export function unseal(key: SealKey, purpose: string, sealed: string, now = clock.now()): unknown {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < IV_BYTES + TAG_BYTES + 1) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(purpose, 'utf8'));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]);
    const envelope = JSON.parse(text.toString('utf8')) as Envelope;
    return typeof envelope.exp === 'number' && envelope.exp > now ? envelope.value : undefined;
  } catch {
    return undefined;
  }
}

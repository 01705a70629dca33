import { createHash } from 'node:crypto';

/** Tokens are stored only as their SHA-256 digest, so a copied database does not leak credentials. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

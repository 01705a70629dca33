import { timingSafeEqual } from 'node:crypto';

/** Compares a secret a caller sent with ours in constant time, so timing does not reveal how much of it matched. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

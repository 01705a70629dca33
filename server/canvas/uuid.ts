import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 40-character random letters-and-digits id, the shape of Canvas's course, user and file uuids. */
export function canvasUuid(): string {
  let out = '';
  for (let i = 0; i < 40; i++) out += ALPHABET.charAt(randomInt(ALPHABET.length));
  return out;
}

import { createCipheriv, createDecipheriv, createHmac } from 'node:crypto';
import type { Db } from './context';
import { serverSecret } from '../db/server-secret';

/** One value of a row's position in its list's order. */
type KeyValue = string | number | null;
export type Key = KeyValue[];

/** Where a keyset page starts: after a row, before a row, or (before nothing) the list's end. */
export type Cursor = { after: Key } | { before: Key | null };

const PREFIX = 'bookmark:';
const NONCE = 12;
const TAG = 16;

/**
 * A position in a list as Canvas's bookmark pages spell it (`page=bookmark:…`), sealed with AES-256-GCM under a
 * server secret: a key holds the sort values of a row, which may be fields the caller cannot read (a hidden name,
 * a student's id under anonymous grading), so it is never readable; and only this server's own bookmarks open,
 * for the list order (`order`) they were made for. The nonce is derived from the content, so a position always
 * gives the same URL (clients and caches key pages by URL).
 */
export function sealBookmark(db: Db, order: string, cursor: Cursor): string {
  const key = serverSecret(db, 'page-bookmarks');
  const plain = Buffer.from(JSON.stringify(cursor));
  const nonce = createHmac('sha256', key).update(order).update('\0').update(plain).digest().subarray(0, NONCE);
  const cipher = createCipheriv('aes-256-gcm', key, nonce).setAAD(Buffer.from(order));
  const sealed = Buffer.concat([nonce, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  return `${PREFIX}${sealed.toString('base64url')}`;
}

/** Whether a `page` value is a bookmark at all (rather than a page number). */
export const isBookmark = (page: string): boolean => page.startsWith(PREFIX);

/** The cursor sealed in `page`, or undefined when it was not made by this server for this order. */
export function openBookmark(db: Db, order: string, page: string): Cursor | undefined {
  const sealed = Buffer.from(page.slice(PREFIX.length), 'base64url');
  if (sealed.length <= NONCE + TAG) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', serverSecret(db, 'page-bookmarks'), sealed.subarray(0, NONCE));
    decipher.setAAD(Buffer.from(order)).setAuthTag(sealed.subarray(sealed.length - TAG));
    const plain = Buffer.concat([decipher.update(sealed.subarray(NONCE, sealed.length - TAG)), decipher.final()]);
    return JSON.parse(plain.toString('utf8')) as Cursor;
  } catch {
    return undefined;
  }
}

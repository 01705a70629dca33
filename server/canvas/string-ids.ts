import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

/** What a client sends to get ids as strings (docs/canvas-contract.md §1.4): JavaScript cannot hold Canvas's larger ids exactly. */
const STRING_IDS_ACCEPT = /application\/json\+canvas-string-ids/;
/*
 * Keys are matched in the JSON text itself: a quote, a key that is `id` or ends in `_id` (or `ids` / `_ids`), a quote
 * and a colon. Inside a string value every quote is escaped, so a string can never hold that sequence. Parsing,
 * walking and writing the whole body again took twice as long (a page of 100 submissions: 3.3 ms against 1.7).
 */
/** An integer under an id key (the key, then the digits), followed by the end of its member: 1.5 and 1e3 never match. */
const ID_MEMBER = /"((?:[^"\\]*_)?id)"\s*:\s*(-?\d+)(?=\s*[,}])/g;
/** An array of plain values (numbers, null, booleans) under an ids key. */
const IDS_MEMBER = /"((?:[^"\\]*_)?ids)"\s*:\s*\[([^[\]{}"]*)\]/g;
const INTEGER = /^\s*-?\d+\s*$/;

const quoteIntegers = (items: string) => items.split(',').map((item) => (INTEGER.test(item) ? `"${item.trim()}"` : item)).join(',');

/**
 * Api.recursively_stringify_json_ids, on a JSON text: in every object at any depth, an integer under `id` or `*_id`
 * becomes a string, and so does each integer of an array under `ids` or `*_ids`. Other values (null, strings,
 * floats, `uuid`, `paid`) stay, and so does every other byte of the text.
 */
export function stringifyJsonIds(json: string): string {
  return json
    .replace(ID_MEMBER, (_member, key: string, id: string) => `"${key}":"${id}"`)
    .replace(IDS_MEMBER, (_member, key: string, items: string) => `"${key}":[${quoteIntegers(items)}]`);
}

/** Rewrites JSON API answers for callers that ask for string ids; everyone else gets the body untouched. */
export const stringIds: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!STRING_IDS_ACCEPT.test(c.req.header('accept') ?? '')) return;
  const response = c.res;
  if (!response.body || !(response.headers.get('content-type') ?? '').startsWith('application/json')) return;
  const rewritten = stringifyJsonIds(await response.text());
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  // Cleared first: Hono copies the previous response's headers onto a new one, which would bring its length back.
  c.res = undefined;
  c.res = new Response(rewritten, { status: response.status, headers });
};

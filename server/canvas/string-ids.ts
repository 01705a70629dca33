import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

/** What a client sends to get ids as strings (docs/canvas-contract.md §1.4): JavaScript cannot hold Canvas's larger ids exactly. */
const STRING_IDS_ACCEPT = /application\/json\+canvas-string-ids/;
const ID_KEY = /(^|_)id$/;
const IDS_KEY = /(^|_)ids$/;

const stringifyId = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? String(value) : value);

/**
 * Api.recursively_stringify_json_ids: in every object at any depth, an integer under `id` or `*_id` becomes a
 * string, and so does each integer of an array under `ids` or `*_ids`. Other values (null, strings, `uuid`) stay.
 */
export function stringifyJsonIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stringifyJsonIds);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => {
      if (ID_KEY.test(key)) return [key, stringifyJsonIds(stringifyId(child))];
      if (IDS_KEY.test(key) && Array.isArray(child)) return [key, child.map((item) => stringifyJsonIds(stringifyId(item)))];
      return [key, stringifyJsonIds(child)];
    }),
  );
}

/** Rewrites JSON API answers for callers that ask for string ids; everyone else gets the body untouched. */
export const stringIds: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!STRING_IDS_ACCEPT.test(c.req.header('accept') ?? '')) return;
  const response = c.res;
  if (!response.body || !(response.headers.get('content-type') ?? '').startsWith('application/json')) return;
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const rewritten = body === undefined ? text : JSON.stringify(stringifyJsonIds(body));
  // Cleared first: Hono copies the previous response's headers onto a new one, which would bring its length back.
  c.res = undefined;
  c.res = new Response(rewritten, { status: response.status, headers });
};

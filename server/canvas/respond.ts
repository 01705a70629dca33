import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppContext } from './context';

/** Canvas answers JSON with an explicit UTF-8 charset. */
export function json(c: AppContext, body: unknown, status: ContentfulStatusCode = 200): Response {
  return c.body(JSON.stringify(body), status, { 'Content-Type': 'application/json; charset=utf-8' });
}

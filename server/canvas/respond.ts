import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Context } from 'hono';
import type { AppContext } from './context';
import type { CanvasError } from './errors';

/** Canvas answers JSON with an explicit UTF-8 charset. */
export function json(c: AppContext, body: unknown, status: ContentfulStatusCode = 200): Response {
  return c.body(JSON.stringify(body), status, { 'Content-Type': 'application/json; charset=utf-8' });
}

export function renderCanvasError(c: Context, error: CanvasError): Response {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.body(JSON.stringify(error.body), error.status, { 'Content-Type': 'application/json; charset=utf-8' });
}

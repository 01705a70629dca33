import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Context, Env, Hono } from 'hono';
import type { AppContext } from './context';
import { CanvasError, internalError, notFound } from './errors';

/** Canvas answers JSON with an explicit UTF-8 charset. */
export function json(c: AppContext, body: unknown, status: ContentfulStatusCode = 200): Response {
  return c.body(JSON.stringify(body), status, { 'Content-Type': 'application/json; charset=utf-8' });
}

function renderCanvasError(c: Context, error: CanvasError): Response {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.body(JSON.stringify(error.body), error.status, { 'Content-Type': 'application/json; charset=utf-8' });
}

/**
 * Both apps (embedded and proxy) end the same way: an unknown path is Canvas's 404, a CanvasError its own answer,
 * and anything else, which should never happen, a Canvas-shaped 500 reported to `onUnexpectedError`.
 */
export function answerErrorsAsCanvas<E extends Env>(app: Hono<E>, onUnexpectedError?: (error: unknown) => void): void {
  app.notFound((c) => renderCanvasError(c, notFound()));
  app.onError((error, c) => {
    if (error instanceof CanvasError) return renderCanvasError(c, error);
    onUnexpectedError?.(error);
    return renderCanvasError(c, internalError());
  });
}

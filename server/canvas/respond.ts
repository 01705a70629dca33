import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Context, Env, Hono } from 'hono';
import type { AppContext } from './context';
import { CanvasError, insufficientStorage, internalError, notFound } from './errors';
import { isStorageFull } from './storage-full';

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
 * and anything else, which should never happen, a Canvas-shaped 500 reported to `onUnexpectedError` (507 when the
 * disk or the database is full: the request was fine, the server is out of room).
 */
export function answerErrorsAsCanvas<E extends Env>(app: Hono<E>, onUnexpectedError?: (error: unknown) => void): void {
  app.notFound((c) => renderCanvasError(c, notFound()));
  app.onError((error, c) => {
    if (error instanceof CanvasError) return renderCanvasError(c, error);
    // Still reported: only the operator can free the space.
    onUnexpectedError?.(error);
    return renderCanvasError(c, isStorageFull(error) ? insufficientStorage() : internalError());
  });
}

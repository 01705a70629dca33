import type { Context } from 'hono';
import { clientOrigin } from '../canvas/urls';
import { downstreamHeaders } from './headers';
import { rewriteUrlHeaders } from './links';
import type { ProxyDeps } from './proxy-deps';

export const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * A handler that returns its own Response loses what was set with c.header() beforehand (a renewed session cookie)
 * unless the context already holds a response: Hono then copies those headers onto the one returned.
 */
export function keepContextHeaders(c: Context): Response {
  return c.res;
}

/** An upstream answer as the caller gets it: status and body unchanged, headers cleaned and Canvas URLs rewritten. */
export function relayResponse(c: Context, deps: ProxyDeps, upstream: Response, body?: BodyInit): Response {
  const headers = downstreamHeaders(upstream);
  rewriteUrlHeaders(headers, deps.canvasUrl, clientOrigin(c, deps));
  if (body !== undefined) headers.delete('content-length');
  const content = NO_BODY.has(upstream.status) ? null : (body ?? upstream.body);
  keepContextHeaders(c);
  return new Response(content, { status: upstream.status, statusText: upstream.statusText, headers });
}

/** Whether to stream the caller's body on (fetch refuses one on GET and HEAD; Node gives every other request one). */
export function hasRequestBody(c: Context): boolean {
  return c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.req.raw.body !== null;
}

/**
 * Whether the request can be sent a second time: by HTTP framing it has no body (no length, or 0, and not chunked),
 * so nothing was consumed by the first attempt.
 */
export function isBodiless(c: Context): boolean {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return true;
  return Number(c.req.header('content-length') ?? 0) === 0 && c.req.header('transfer-encoding') === undefined;
}

/** The path and query exactly as the caller sent them (Canvas reads Rails brackets, so nothing is re-encoded). */
export function pathAndQuery(c: Context): string {
  const url = new URL(c.req.url);
  return `${url.pathname}${url.search}`;
}

import { CanvasError } from '../canvas/errors';
import type { ProxyDeps } from './proxy-deps';

export const gatewayTimeout = () =>
  new CanvasError(504, { errors: [{ message: 'Canvas did not answer in time.' }] });
export const badGateway = () => new CanvasError(502, { errors: [{ message: 'Canvas could not be reached.' }] });

/**
 * The caller's body on its way out, calling `sent` once its last byte has gone: an upload host answers only after
 * the whole body, so the deadline for its answer must not run while a large file is still streaming.
 */
function watchBody(body: ReadableStream<Uint8Array>, sent: () => void): ReadableStream<Uint8Array> {
  return body.pipeThrough(new TransformStream<Uint8Array, Uint8Array>({ flush: sent }));
}

/**
 * One call to another host with a deadline on the answer's headers, counted from when the request body has been
 * sent (a long download may then stream on), and cancelled when the caller goes away. Redirects are never
 * followed here: each hop is the caller's decision.
 */
export async function timedFetch(
  url: URL,
  init: RequestInit & { duplex?: 'half' },
  deps: Pick<ProxyDeps, 'upstreamTimeoutMs'>,
  callerSignal?: AbortSignal,
): Promise<Response> {
  const timer = new AbortController();
  let timeout: NodeJS.Timeout | undefined;
  let answered = false;
  const startDeadline = () => {
    // Once the headers are in, a body still being sent must not arm a timer that would cut the answer short.
    if (!answered) timeout ??= setTimeout(() => timer.abort(), deps.upstreamTimeoutMs);
  };
  const body = init.body instanceof ReadableStream ? watchBody(init.body as ReadableStream<Uint8Array>, startDeadline) : init.body;
  if (body === init.body) startDeadline();
  const signal = callerSignal ? AbortSignal.any([timer.signal, callerSignal]) : timer.signal;
  try {
    return await fetch(url, { ...init, body, redirect: 'manual', signal });
  } catch (error) {
    if (timer.signal.aborted) throw gatewayTimeout();
    if (callerSignal?.aborted) throw error;
    throw badGateway();
  } finally {
    answered = true;
    clearTimeout(timeout);
  }
}

/** A URL on the Canvas host, refused if a crafted path would make it name any other host. */
export function canvasTarget(deps: Pick<ProxyDeps, 'canvasUrl'>, pathAndQuery: string): URL {
  const url = new URL(pathAndQuery, deps.canvasUrl);
  if (url.origin !== deps.canvasUrl || !pathAndQuery.startsWith('/') || pathAndQuery.startsWith('//')) {
    throw new CanvasError(400, { errors: [{ message: 'The path does not name a Canvas resource.' }] });
  }
  return url;
}

/**
 * The only way a Canvas token leaves this process: the URL's origin is checked against CANVAS_URL right before
 * the call, whatever built the URL.
 */
export function fetchCanvas(
  deps: Pick<ProxyDeps, 'canvasUrl' | 'upstreamTimeoutMs'>,
  url: URL,
  init: RequestInit & { duplex?: 'half' },
  authorization: string | undefined,
  callerSignal?: AbortSignal,
): Promise<Response> {
  if (url.origin !== deps.canvasUrl) throw new Error(`refusing to send credentials to ${url.origin}`);
  const headers = new Headers(init.headers);
  headers.delete('Authorization');
  if (authorization) headers.set('Authorization', authorization);
  return timedFetch(url, { ...init, headers }, deps, callerSignal);
}

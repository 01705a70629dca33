import type { IncomingMessage } from 'node:http';
import { pipeline, Readable } from 'node:stream';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context } from 'hono';
import type { NodePair } from '../canvas/client';
import { clientOrigin } from '../canvas/urls';
import { hangupOf, type Hangup } from './canvas-request';
import { cleanedHeaders } from './headers';
import { rewriteUrlHeaders } from './links';
import type { ProxyDeps } from './proxy-deps';
import { keepContextHeaders, NO_BODY } from './relay';
import { securityHeaders } from './security-headers';

/** Whether the caller hung up before its answer was complete: on a socket its response closing early, in process its signal. */
export function callerGone(c: Context, pair: NodePair | undefined): Hangup {
  if (pair) return hangupOf(pair.outgoing);
  const signal = c.req.raw.signal;
  const hangup: Hangup = { left: signal.aborted };
  signal.addEventListener('abort', () => {
    hangup.left = true;
    hangup.end?.();
  }, { once: true });
  return hangup;
}

function* rawEntries(answer: IncomingMessage): Generator<[string, string]> {
  const raw = answer.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) yield [(raw[i] ?? '').toLowerCase(), raw[i + 1] ?? ''];
}

/** Canvas's answer headers as the caller gets them: cleaned and with Canvas URLs rewritten to Lectern's origin. */
export function answerHeaders(c: Context, deps: ProxyDeps, answer: IncomingMessage): Headers {
  const headers = cleanedHeaders(rawEntries(answer), answer.headers.connection);
  rewriteUrlHeaders(headers, deps.canvasUrl, clientOrigin(c, deps));
  return headers;
}

/** The caller leaving, or Canvas breaking off mid-answer, ends both sides; nobody is left to tell. */
const ignoreAbandoned = () => undefined;

/**
 * Canvas's answer on to the caller, its bytes untouched (still in Canvas's encoding). On a real socket it is piped
 * straight from Canvas's connection to the caller's, with what Hono would have added (the headers this request set,
 * such as a renewed session cookie, and the security headers) added here; in process it becomes a Response.
 */
export async function relayAnswer(c: Context, deps: ProxyDeps, answer: IncomingMessage, pair: NodePair | undefined): Promise<Response> {
  const headers = answerHeaders(c, deps, answer);
  const status = answer.statusCode ?? 502;
  if (!pair) {
    keepContextHeaders(c);
    const body = NO_BODY.has(status) ? null : (Readable.toWeb(answer) as ReadableStream<Uint8Array>);
    if (body === null) answer.resume();
    return new Response(body, { status, statusText: answer.statusMessage, headers });
  }
  // As Hono does when a handler's Response replaces the context's: its headers win, Set-Cookie adds up.
  for (const [name, value] of c.res.headers) {
    if (name === 'set-cookie') headers.append(name, value);
    else if (name !== 'content-type') headers.set(name, value);
  }
  for (const [name, value] of await securityHeaders()) if (!headers.has(name)) headers.set(name, value);
  pair.outgoing.writeHead(status, answer.statusMessage, [...headers].flat());
  pipeline(answer, pair.outgoing, ignoreAbandoned);
  return RESPONSE_ALREADY_SENT;
}

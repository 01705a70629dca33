import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context } from 'hono';
import { nodePair } from '../../canvas/client';
import { internalError } from '../../canvas/errors';
import { rateLimitExceeded, UNTHROTTLED_HEADERS } from '../../canvas/rate-limit';
import type { FaultStatus } from './fault-rule';

/**
 * What an in-process caller (`app.request`) gets from a dropped connection: the promise rejects, as fetch does when
 * the server hangs up. It is deliberately no Error: Hono hands Errors to the app's error handler, which would turn
 * the drop into a 500.
 */
export class ConnectionDropped {
  readonly message = 'The server closed the connection without answering (a fault rule dropped it).';
}

/**
 * Hangs up without an answer, as a crashed upstream or a reset does. On a socket the connection is destroyed and the
 * node server told the answer is already sent, so nothing writes to it afterwards.
 */
export function hangUp(c: Context): Response {
  const outgoing = nodePair(c)?.outgoing;
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- see ConnectionDropped: an Error would become a 500.
  if (!outgoing) throw new ConnectionDropped();
  outgoing.destroy();
  return RESPONSE_ALREADY_SENT;
}

/**
 * Waits `ms`, or less if the caller hangs up first; true when the whole delay passed. Either way no timer outlives it.
 * The global timer, so a test with fake timers can step through the delay.
 */
export function pause(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) {
      resolve(false);
      return;
    }
    const left = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', left);
      resolve(true);
    }, ms);
    signal.addEventListener('abort', left, { once: true });
  });
}

const GATEWAY_TITLES = { 502: 'Bad Gateway', 503: 'Service Unavailable', 504: 'Gateway Timeout' } as const;

/**
 * 502, 503 and 504 come from the load balancer in front of Canvas, not from Canvas: a short HTML page, none of
 * Canvas's JSON or rate-limit headers.
 */
function gatewayAnswer(c: Context, status: keyof typeof GATEWAY_TITLES, retryAfter: number | null): Response {
  const title = `${status} ${GATEWAY_TITLES[status]}`;
  const page = `<html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>\n`;
  const headers: Record<string, string> = { 'Content-Type': 'text/html; charset=utf-8' };
  if (retryAfter !== null) headers['Retry-After'] = String(retryAfter);
  return c.body(page, status, headers);
}

/**
 * The failing answer as Canvas's clients see it: the 403 is the throttle's plain-text refusal with an empty bucket;
 * the 500 is Canvas's own JSON error, with the rate-limit headers every API answer of Canvas carries.
 */
export function faultAnswer(c: Context, status: FaultStatus, retryAfter: number | null): Response {
  if (status === 403) return rateLimitExceeded(c, 0);
  if (status !== 500) return gatewayAnswer(c, status, retryAfter);
  const error = internalError();
  const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=utf-8' };
  if (c.req.path.startsWith('/api/')) Object.assign(headers, UNTHROTTLED_HEADERS);
  return c.body(JSON.stringify(error.body), error.status, headers);
}

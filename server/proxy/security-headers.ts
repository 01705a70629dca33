import { Hono } from 'hono';
import { lecternSecureHeaders } from '../canvas/secure-headers';

let snapshot: Promise<[string, string][]> | undefined;

/**
 * The headers lecternSecureHeaders gives every answer, taken once from the middleware itself: an answer written
 * straight to the socket (relay-answer.ts) is gone before the middleware would add them.
 */
export function securityHeaders(): Promise<[string, string][]> {
  snapshot ??= Promise.resolve(
    new Hono()
      .use(lecternSecureHeaders())
      .get('/', (c) => c.body(null, 204))
      .request('/'),
  ).then((response) => [...response.headers]);
  return snapshot;
}

import type { Context } from 'hono';
import { clientOrigin } from '../canvas/urls';
import { callerCredentials } from './credentials';
import { upstreamRequestHeaders } from './headers';
import { renewSession } from './oauth-tokens';
import type { ProxyDeps } from './proxy-deps';
import { hasRequestBody, isBodiless, pathAndQuery, relayResponse } from './relay';
import { readCapped } from './read-capped';
import { relayUploadUrl } from './upload-relay';
import { canvasTarget, fetchCanvas } from './upstream';

/** Preflight answers are small objects; anything larger is not one and streams through untouched. */
const INSPECT_LIMIT = 256 * 1024;

const mayBePreflight = (c: Context, upstream: Response) =>
  c.req.method === 'POST' && upstream.ok && upstream.body !== null && (upstream.headers.get('content-type') ?? '').includes('json');

/** Every /api/v1 request, to the same path on CANVAS_URL with the caller's credentials, streamed both ways. */
export async function forwardApi(c: Context, deps: ProxyDeps): Promise<Response> {
  const credentials = await callerCredentials(c, deps);
  const url = canvasTarget(deps, pathAndQuery(c));
  const withBody = hasRequestBody(c);
  const send = (authorization: string | undefined) =>
    fetchCanvas(
      deps,
      url,
      { method: c.req.method, headers: upstreamRequestHeaders(c.req.raw.headers), body: withBody ? c.req.raw.body : undefined, duplex: 'half' },
      authorization,
      c.req.raw.signal,
    );
  let upstream = await send(credentials.authorization);
  // An OAuth2 token revoked or expired early: renew once and repeat, when there is no consumed body to repeat.
  const tokenRefused = upstream.status === 401 && upstream.headers.has('www-authenticate');
  if (tokenRefused && isBodiless(c) && credentials.session?.method === 'oauth') {
    await upstream.body?.cancel();
    const renewed = await renewSession(c, deps, credentials.session);
    upstream = await send(`Bearer ${renewed.accessToken}`);
  }
  if (!mayBePreflight(c, upstream) || !upstream.body) return relayResponse(c, deps, upstream);
  const read = await readCapped(upstream.body, INSPECT_LIMIT);
  const body = 'text' in read ? relayUploadUrl(read.text, deps, clientOrigin(c, deps)) : read.stream;
  return relayResponse(c, deps, upstream, body);
}

import { Hono, type Context } from 'hono';
import { CanvasError } from '../canvas/errors';
import { seal, unseal } from '../session/sealed';
import type { ProxyDeps } from './proxy-deps';
import { assertOutboundAllowed } from './outbound-hosts';
import { hasRequestBody, relayResponse } from './relay';
import { timedFetch } from './upstream';

const PURPOSE = 'upload-target';
/** Long enough for a slow upload to start; the upload host's own token in the URL expires on its own clock. */
const TARGET_TTL_SECONDS = 60 * 60;
const UPLOAD_RELAY_PATH = '/lectern/upload/';

type Target = { url: string };

const unknownTarget = () =>
  new CanvasError(400, { errors: [{ message: 'The upload target is unknown or expired; start the upload again.' }] });

const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/**
 * A preflight's answer (§3.3 step 1) with its upload_url replaced by Lectern's relay, the real URL sealed inside:
 * the browser cannot post across origins to InstFS or S3 reliably, and the relay must never take a URL from the
 * caller. Any other JSON passes unchanged.
 */
export function relayUploadUrl(text: string, deps: ProxyDeps, lecternOrigin: string): string {
  const prefix = text.startsWith('while(1);') ? 'while(1);' : '';
  let body: unknown;
  try {
    body = JSON.parse(text.slice(prefix.length));
  } catch {
    return text;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !('upload_url' in body) || !isHttpUrl(body.upload_url)) return text;
  const target: Target = { url: body.upload_url };
  const sealed = seal(deps.key, PURPOSE, target, TARGET_TTL_SECONDS);
  return prefix + JSON.stringify({ ...body, upload_url: `${lecternOrigin}${UPLOAD_RELAY_PATH}${sealed}` });
}

/** Only what a multipart upload needs: no cookie, no Authorization, nothing of the caller's identity. */
function uploadHeaders(c: Context): Headers {
  const headers = new Headers();
  for (const name of ['content-type', 'content-length', 'accept']) {
    const value = c.req.header(name);
    if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

/** Step 2 of an upload, streamed to exactly the URL the preflight named, without the Canvas token. */
export function uploadRelayRoutes(deps: ProxyDeps): Hono {
  return new Hono().post('/upload/:sealed', async (c) => {
    const target = unseal(deps.key, PURPOSE, c.req.param('sealed')) as Target | undefined;
    if (!target || !isHttpUrl(target.url)) throw unknownTarget();
    const url = new URL(target.url);
    await assertOutboundAllowed(url, deps);
    const upstream = await timedFetch(
      url,
      { method: 'POST', headers: uploadHeaders(c), body: hasRequestBody(c) ? c.req.raw.body : undefined, duplex: 'half' },
      deps,
      c.req.raw.signal,
    );
    return relayResponse(c, deps, upstream);
  });
}

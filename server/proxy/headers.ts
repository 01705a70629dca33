/** Hop-by-hop headers (RFC 9110 §7.6.1) belong to one connection and never cross a proxy. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade'];

/**
 * What the browser sends that Canvas must not see: Lectern's own cookie and CSRF token, the caller's origin and
 * referrer (Canvas would take a cross-origin call for a CSRF attempt), forwarding claims, and Authorization,
 * which is set again by whoever chose the credentials. Accept-Encoding is left to fetch, which decodes.
 */
const NOT_FORWARDED = new Set([
  ...HOP_BY_HOP,
  'host',
  'cookie',
  'x-csrf-token',
  'origin',
  'referer',
  'authorization',
  'accept-encoding',
  'expect',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
]);

const connectionTokens = (headers: Headers) =>
  (headers.get('connection') ?? '').split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);

export function upstreamRequestHeaders(incoming: Headers): Headers {
  const named = new Set(connectionTokens(incoming));
  const out = new Headers();
  incoming.forEach((value, name) => {
    if (!NOT_FORWARDED.has(name) && !named.has(name)) out.set(name, value);
  });
  return out;
}

/**
 * What Canvas answers that the browser must not get: its cookies (Lectern's origin is not Canvas's), and hop-by-hop
 * headers. When fetch decoded a compressed body the encoding and length no longer describe what is sent on.
 */
export function downstreamHeaders(upstream: Response): Headers {
  const named = new Set(connectionTokens(upstream.headers));
  const out = new Headers();
  upstream.headers.forEach((value, name) => {
    if (name === 'set-cookie' || HOP_BY_HOP.includes(name) || named.has(name)) return;
    out.append(name, value);
  });
  if (out.has('content-encoding')) {
    out.delete('content-encoding');
    out.delete('content-length');
  }
  return out;
}

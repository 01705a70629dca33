/** Hop-by-hop headers (RFC 9110 §7.6.1) belong to one connection and never cross a proxy. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

/**
 * What the browser sends that Canvas must not see: Lectern's own cookie and CSRF token, the caller's origin and
 * referrer (Canvas would take a cross-origin call for a CSRF attempt), forwarding claims, and Authorization,
 * which is set again by whoever chose the credentials. Accept-Encoding is passed on narrowed (decodableOnly).
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

/** What Lectern can decode when it must rewrite an answer's body (an upload preflight's upload_url). */
const DECODABLE = new Set(['gzip', 'x-gzip', 'deflate', 'br', 'identity']);

/**
 * The caller's Accept-Encoding without the codings Lectern could not decode, so Canvas compresses each answer once,
 * the way the browser asked, and the bytes pass through untouched.
 */
function decodableOnly(acceptEncoding: string): string | undefined {
  const kept = acceptEncoding.split(',').filter((entry) => DECODABLE.has((entry.split(';')[0] ?? '').trim().toLowerCase()));
  return kept.length > 0 ? kept.map((entry) => entry.trim()).join(', ') : undefined;
}

/** A browser sends one of a handful of Accept-Encoding values on every request: each is narrowed once, not per request. */
const narrowed = new Map<string, string | undefined>();
const NARROWED_KEPT = 64;

function narrowedOnce(acceptEncoding: string | undefined): string | undefined {
  if (!acceptEncoding) return undefined;
  if (narrowed.has(acceptEncoding)) return narrowed.get(acceptEncoding);
  // Values a caller makes up could fill it: it only ever holds the latest few.
  if (narrowed.size >= NARROWED_KEPT) narrowed.clear();
  const kept = decodableOnly(acceptEncoding);
  narrowed.set(acceptEncoding, kept);
  return kept;
}

const connectionTokens = (connection: string) => connection.split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);

/** What nearly every HTTP/1.1 message says in Connection: it names Keep-Alive, which is hop-by-hop already. */
const PLAIN_CONNECTION = /^\s*keep-alive\s*$/i;

/** A request's headers as node:http gives them (lower-case names; a repeated header an array). */
export type PlainHeaders = Record<string, string | string[] | undefined>;

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : value);

/**
 * The caller's headers as Canvas gets them, for node:http (canvas-request.ts): a flat list, name, value, name,
 * value…, which node:http writes as it is.
 */
export function upstreamRequestHeaders(incoming: PlainHeaders): string[] {
  const named = connectionNamed(single(incoming.connection));
  const out: string[] = [];
  for (const name in incoming) {
    const value = single(incoming[name]);
    if (value !== undefined && !NOT_FORWARDED.has(name) && !named?.has(name)) out.push(name, value);
  }
  const encodings = narrowedOnce(single(incoming['accept-encoding']));
  if (encodings) out.push('accept-encoding', encodings);
  return out;
}

/** Whether an answer header (lower-case `name`) reaches the browser; `named` holds what the answer's Connection lists. */
export function keptAnswerHeader(name: string, named: ReadonlySet<string> | undefined): boolean {
  return name !== 'set-cookie' && !HOP_BY_HOP.has(name) && !named?.has(name);
}

/** The header names a Connection header lists, which belong to that connection only (none beyond the hop-by-hop ones, usually). */
export const connectionNamed = (connection: string | null | undefined) =>
  connection && !PLAIN_CONNECTION.test(connection) ? new Set(connectionTokens(connection)) : undefined;

/**
 * What Canvas answers that the browser must not get: its cookies (Lectern's origin is not Canvas's), and hop-by-hop
 * headers. `entries` are lower-case names and their values, `connection` the answer's Connection header.
 */
export function cleanedHeaders(entries: Iterable<[string, string]>, connection: string | null | undefined): Headers {
  const named = connectionNamed(connection);
  const out = new Headers();
  for (const [name, value] of entries) if (keptAnswerHeader(name, named)) out.append(name, value);
  return out;
}

/** A fetch answer's headers cleaned; fetch decoded a compressed body, so its encoding and length no longer hold. */
export function downstreamHeaders(upstream: Response): Headers {
  const out = cleanedHeaders(upstream.headers, upstream.headers.get('connection'));
  if (out.has('content-encoding')) {
    out.delete('content-encoding');
    out.delete('content-length');
  }
  return out;
}

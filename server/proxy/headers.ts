/** Hop-by-hop headers (RFC 9110 §7.6.1) belong to one connection and never cross a proxy. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade'];

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
function decodableOnly(acceptEncoding: string | null): string | undefined {
  if (!acceptEncoding) return undefined;
  const kept = acceptEncoding.split(',').filter((entry) => DECODABLE.has((entry.split(';')[0] ?? '').trim().toLowerCase()));
  return kept.length > 0 ? kept.map((entry) => entry.trim()).join(', ') : undefined;
}

const connectionTokens = (connection: string | null | undefined) =>
  (connection ?? '').split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);

/** A request's headers as node:http gives them (lower-case names; a repeated header an array). */
export type PlainHeaders = Record<string, string | string[] | undefined>;

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : value);

/** The caller's headers as Canvas gets them, for node:http (canvas-request.ts). */
export function upstreamRequestHeaders(incoming: PlainHeaders): Record<string, string> {
  const named = incoming.connection === undefined ? undefined : new Set(connectionTokens(single(incoming.connection)));
  const out: Record<string, string> = {};
  for (const name in incoming) {
    const value = single(incoming[name]);
    if (value !== undefined && !NOT_FORWARDED.has(name) && !named?.has(name)) out[name] = value;
  }
  const encodings = decodableOnly(single(incoming['accept-encoding']) ?? null);
  if (encodings) out['accept-encoding'] = encodings;
  return out;
}

/** Whether an answer header (lower-case `name`) reaches the browser; `named` holds what the answer's Connection lists. */
export function keptAnswerHeader(name: string, named: ReadonlySet<string> | undefined): boolean {
  return name !== 'set-cookie' && !HOP_BY_HOP.includes(name) && !named?.has(name);
}

/** The header names an answer's Connection header lists, which belong to that connection only. */
export const connectionNamed = (connection: string | null | undefined) =>
  connection ? new Set(connectionTokens(connection)) : undefined;

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

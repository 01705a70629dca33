import { z } from 'zod/mini';
import { concurrencyLimit } from '@/lib/concurrency-limit';
import { CanvasApiError } from './canvas-api-error';
import { getCsrfToken, renewedAfterRefusal } from './csrf-token';
import { parseLinkHeader, type PageLinks } from './link-header';
import { RATE_LIMIT_MESSAGE, RATE_LIMIT_RETRIES, backoffMs, sleep } from './rate-limit-backoff';
import { appendRailsParams, type RailsParams } from './rails-params';
import { currentTransport } from './transport';

/**
 * The only caller of `fetch` in the app. Everything Canvas-specific about the
 * wire lives here: the session (an HttpOnly cookie plus the CSRF header on
 * changes), Rails params, `while(1);`, Link pagination, error bodies, and
 * runtime validation of every response, string ids, and keeping within
 * Canvas's rate limit (few requests in flight, backing off when refused).
 */

/** The server's render only (transport.ts): the browser's build leaves the question out. */
const serverTransport = () => (import.meta.env.SSR ? currentTransport() : undefined);

/** Six in flight: what a browser allows per host over HTTP/1.1, and gentle on Canvas's leaky bucket (§1.9). */
export const MAX_IN_FLIGHT = 6;
const requestSlot = concurrencyLimit(MAX_IN_FLIGHT);

/**
 * Canvas then renders every id as a string (§1.4), so 17-digit cross-shard ids keep their digits; a server that
 * ignores the first type still answers JSON, with numeric ids the schemas also read.
 */
const ACCEPT = 'application/json+canvas-string-ids, application/json';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CanvasFetchOptions<T> {
  /** Validates (and types) the JSON body. Use `z.unknown()` only when the body is ignored. */
  schema: z.core.$ZodType<T>;
  /** Rails-encoded into the query string (`include[]=term`, `course[name]=X`). */
  params?: RailsParams;
  method?: HttpMethod;
  /** Sent as JSON; Canvas maps nested objects onto the same parameter tree (§1.3). */
  body?: unknown;
  signal?: AbortSignal;
  /** Origin that relative paths resolve against; defaults to the page's origin. */
  baseUrl?: string;
}

export interface CanvasResponse<T> {
  data: T;
  links: PageLinks;
  status: number;
  /** The absolute URL that was requested (after params were appended). */
  url: string;
  /** For the few headers a caller reads itself, e.g. a Canvas-compatible server's extensions. */
  headers: Headers;
}

const WHILE_PREFIX = /^\s*while\(1\);/;

function resolveUrl(pathOrUrl: string, params: RailsParams | undefined, baseUrl: string | undefined) {
  // Node (tests, tooling) has no `location`; callers there pass baseUrl, and the server's render a transport.
  const base = baseUrl ?? serverTransport()?.origin ?? ('location' in globalThis ? globalThis.location.origin : undefined);
  if (base === undefined) throw new Error('canvasFetch needs a baseUrl outside the browser');
  const url = new URL(appendRailsParams(pathOrUrl, params), base);
  // Link headers come from the server; refuse to hand our bearer token to any other origin.
  if (url.origin !== new URL(base).origin) {
    throw new CanvasApiError({
      kind: 'invalid-response',
      status: 0,
      url: url.href,
      body: null,
      message: `Refused to send credentials to another origin (${url.origin}).`,
    });
  }
  return url.href;
}

function parseBody(text: string): { ok: true; value: unknown } | { ok: false } {
  const stripped = text.replace(WHILE_PREFIX, '');
  if (stripped.trim() === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(stripped) as unknown };
  } catch {
    return { ok: false };
  }
}

function buildHeaders(method: HttpMethod, hasBody: boolean): Headers {
  const headers = new Headers({ Accept: ACCEPT });
  // The cookie authenticates; a change also needs the session's CSRF token, which a cross-site form cannot send.
  const csrf = getCsrfToken();
  if (method !== 'GET' && csrf) headers.set('X-CSRF-Token', csrf);
  if (hasBody) headers.set('Content-Type', 'application/json');
  return headers;
}

interface RawResponse {
  response: Response;
  text: string;
}

/** One request in a slot; the body is read before the slot is given back. */
async function sendOnce(url: string, init: RequestInit): Promise<RawResponse> {
  // Read here, not in the slot: a queued request runs from whichever request freed its slot.
  const transport = serverTransport();
  const request = async () => {
    const response = await (transport?.fetch ?? fetch)(url, init);
    return { response, text: await response.text() };
  };
  try {
    // The browser's six connections are what the slots share out; a server's render answers in its own process.
    return await (transport ? request() : requestSlot(request, init.signal));
  } catch (cause) {
    // Cancellation is not a failure: let TanStack Query see the AbortError as is.
    if (init.signal?.aborted) throw cause;
    return Promise.reject(new CanvasApiError({ kind: 'network', status: 0, url, body: null, cause }));
  }
}

function isRateLimited({ response, text }: RawResponse): boolean {
  return response.status === 429 || (response.status === 403 && text.includes('Rate Limit Exceeded'));
}

/**
 * Sends, and when Canvas throttles, waits and asks again a few times. Canvas refuses a throttled request before
 * running it, so repeating even a write is safe. The waits happen outside the request slots: other requests may go on.
 */
async function send(url: string, init: RequestInit): Promise<RawResponse & { rateLimited: boolean }> {
  for (let attempt = 0; ; attempt += 1) {
    const raw = await sendOnce(url, init);
    if (!isRateLimited(raw)) return { ...raw, rateLimited: false };
    if (attempt >= RATE_LIMIT_RETRIES) return { ...raw, rateLimited: true };
    await sleep(backoffMs(attempt, raw.response.headers.get('Retry-After')), init.signal);
  }
}

export async function canvasFetch<T>(pathOrUrl: string, options: CanvasFetchOptions<T>): Promise<CanvasResponse<T>> {
  const { schema, params, method = 'GET', body, signal, baseUrl } = options;
  const url = resolveUrl(pathOrUrl, params, baseUrl);
  const hasBody = body !== undefined;
  const init = (): RequestInit => ({
    method,
    credentials: 'same-origin',
    headers: buildHeaders(method, hasBody),
    body: hasBody ? JSON.stringify(body) : undefined,
    signal,
  });
  const csrfSent = method === 'GET' ? null : getCsrfToken();
  let sent = await send(url, init());
  if (await renewedAfterRefusal(sent.response.status, sent.text, csrfSent)) sent = await send(url, init());
  const { response, text, rateLimited } = sent;
  const parsed = parseBody(text);

  if (!response.ok) {
    throw new CanvasApiError({
      status: response.status,
      url,
      body: parsed.ok ? parsed.value : text,
      hasAuthenticateHeader: response.headers.has('WWW-Authenticate'),
      message: rateLimited ? RATE_LIMIT_MESSAGE : undefined,
    });
  }
  if (!parsed.ok) {
    throw new CanvasApiError({ kind: 'invalid-response', status: response.status, url, body: text });
  }
  const result = z.safeParse(schema, parsed.value);
  if (!result.success) {
    throw new CanvasApiError({
      kind: 'invalid-response',
      status: response.status,
      url,
      body: parsed.value,
      cause: result.error,
    });
  }
  return {
    data: result.data,
    links: parseLinkHeader(response.headers.get('Link'), url),
    status: response.status,
    url,
    headers: response.headers,
  };
}

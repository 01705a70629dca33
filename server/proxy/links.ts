/**
 * Canvas writes absolute URLs with its own host into Link and Location. The browser can only follow them through
 * Lectern (no CORS at Canvas), so a URL on the Canvas host becomes the same path and query on Lectern's origin;
 * a Link to any other host is dropped rather than handed to the app to call with its session.
 */
function rewriteCanvasUrl(url: string, canvasUrl: string, lecternOrigin: string): string | undefined {
  // Canvas's own Links (every page of every list) are plain: their path and query move over as written, unparsed.
  if (url.startsWith(canvasUrl) && url[canvasUrl.length] === '/') {
    const pathAndQuery = url.slice(canvasUrl.length);
    if (isPlainPathAndQuery(pathAndQuery)) return `${lecternOrigin}${pathAndQuery}`;
  }
  let parsed: URL;
  try {
    parsed = new URL(url, canvasUrl);
  } catch {
    return undefined;
  }
  return parsed.origin === canvasUrl ? `${lecternOrigin}${parsed.pathname}${parsed.search}` : undefined;
}

/**
 * A path and query (starting with `/`) that URL parsing leaves exactly as written, on any http(s) origin: only
 * characters it never escapes, a query that is not empty, no fragment, and no segment it could take for `.` or `..`.
 */
const PLAIN_PATH_AND_QUERY = /^\/[\w\-.~!$&'()*+,;=:@/%[\]|]*(?:\?[\w\-.~!$&()*+,;=:@/%?[\]|{}^]+)?$/;
const MAYBE_DOT_SEGMENT = /\/\.|%2e/i;

export const isPlainPathAndQuery = (pathAndQuery: string) => PLAIN_PATH_AND_QUERY.test(pathAndQuery) && !MAYBE_DOT_SEGMENT.test(pathAndQuery);

const LINK_ENTRY = /<([^>]*)>([^,]*)/g;

function rewriteLinkHeader(header: string, canvasUrl: string, lecternOrigin: string): string | undefined {
  const kept: string[] = [];
  for (const [, url = '', params = ''] of header.matchAll(LINK_ENTRY)) {
    const rewritten = rewriteCanvasUrl(url, canvasUrl, lecternOrigin);
    if (rewritten !== undefined) kept.push(`<${rewritten}>${params}`);
  }
  return kept.length > 0 ? kept.join(',') : undefined;
}

/**
 * Link, and Location (a redirect's, or a 201's naming the new file), on the way back; a Location elsewhere (a file
 * store) is left for the client, which goes there without credentials. Any other header passes unchanged;
 * undefined means the header is dropped.
 */
export function rewrittenUrlHeader(name: string, value: string, canvasUrl: string, lecternOrigin: () => string): string | undefined {
  if (name === 'link') return rewriteLinkHeader(value, canvasUrl, lecternOrigin());
  if (name === 'location') return rewriteCanvasUrl(value, canvasUrl, lecternOrigin()) ?? value;
  return value;
}

/** rewrittenUrlHeader on a Headers object. */
export function rewriteUrlHeaders(headers: Headers, canvasUrl: string, lecternOrigin: string): void {
  for (const name of ['link', 'location']) {
    const value = headers.get(name);
    if (value === null) continue;
    const rewritten = rewrittenUrlHeader(name, value, canvasUrl, () => lecternOrigin);
    if (rewritten === undefined) headers.delete(name);
    else headers.set(name, rewritten);
  }
}

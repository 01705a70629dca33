/**
 * Canvas writes absolute URLs with its own host into Link and Location. The browser can only follow them through
 * Lectern (no CORS at Canvas), so a URL on the Canvas host becomes the same path and query on Lectern's origin;
 * a Link to any other host is dropped rather than handed to the app to call with its session.
 */
function rewriteCanvasUrl(url: string, canvasUrl: string, lecternOrigin: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url, canvasUrl);
  } catch {
    return undefined;
  }
  return parsed.origin === canvasUrl ? `${lecternOrigin}${parsed.pathname}${parsed.search}` : undefined;
}

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
 * store) is left for the client, which goes there without credentials.
 */
export function rewriteUrlHeaders(headers: Headers, canvasUrl: string, lecternOrigin: string): void {
  const link = headers.get('link');
  if (link !== null) {
    const rewritten = rewriteLinkHeader(link, canvasUrl, lecternOrigin);
    if (rewritten === undefined) headers.delete('link');
    else headers.set('link', rewritten);
  }
  const location = headers.get('location');
  if (location !== null) {
    const rewritten = rewriteCanvasUrl(location, canvasUrl, lecternOrigin);
    if (rewritten !== undefined) headers.set('location', rewritten);
  }
}

/**
 * The only parser of Canvas `Link` headers (docs/canvas-contract.md §1.7).
 *
 * Canvas page URLs are opaque: clients must follow them verbatim, never build
 * `page` values. We resolve every URL against the response URL so callers always
 * get absolute URLs, even from servers that send relative ones.
 */

export interface PageLinks {
  current?: string;
  next?: string;
  prev?: string;
  first?: string;
  last?: string;
}

const KNOWN_RELS = new Set<keyof PageLinks>(['current', 'next', 'prev', 'first', 'last']);

// One entry: <url> followed by any number of `; key=value` parameters.
const ENTRY = /<([^>]*)>((?:\s*;\s*[\w*.-]+\s*=\s*(?:"[^"]*"|[^;,\s]*))*)/g;
const PARAM = /;\s*([\w*.-]+)\s*=\s*(?:"([^"]*)"|([^;,\s]*))/g;

function isKnownRel(rel: string): rel is keyof PageLinks {
  return KNOWN_RELS.has(rel as keyof PageLinks);
}

function resolve(url: string, base: string | undefined): string | undefined {
  try {
    return base === undefined ? new URL(url).href : new URL(url, base).href;
  } catch {
    return undefined;
  }
}

/**
 * Parses a Link header into absolute URLs by rel. Unknown rels are ignored; the
 * first occurrence of a rel wins. `baseUrl` resolves relative URLs.
 */
export function parseLinkHeader(header: string | null | undefined, baseUrl?: string): PageLinks {
  const links: PageLinks = {};
  if (!header) return links;
  for (const entry of header.matchAll(ENTRY)) {
    const rawUrl = entry[1]?.trim() ?? '';
    const url = resolve(rawUrl, baseUrl);
    if (url === undefined) continue;
    for (const param of (entry[2] ?? '').matchAll(PARAM)) {
      if (param[1]?.toLowerCase() !== 'rel') continue;
      // A single entry may carry several space-separated rels, e.g. rel="first prev".
      const rels = (param[2] ?? param[3] ?? '').toLowerCase().split(/\s+/);
      for (const rel of rels) {
        if (isKnownRel(rel) && links[rel] === undefined) links[rel] = url;
      }
    }
  }
  return links;
}

import { z } from 'zod/mini';

/** The download and preview paths Lectern serves on its own origin, itself or as the proxy in front of Canvas. */
const FILE_PATH = /^\/(?:(?:courses|groups|users)\/(?:[0-9~]+|self)\/)?files\/[0-9~]+\/(?:download|preview)$/;

/**
 * A File's url names Canvas's host. In proxy mode that host is another origin, which the page may neither fetch
 * (no CORS) nor show (the CSP allows 'self'); the proxy serves the same path and query on Lectern's origin.
 * Any other URL is left as it is.
 */
export function sameOriginFileUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  return FILE_PATH.test(parsed.pathname) ? `${parsed.pathname}${parsed.search}` : url;
}

export const fileUrl = z.pipe(z.string(), z.transform(sameOriginFileUrl));

import { readFileSync, statSync, type Stats } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { acceptedEncodings, type Encoding } from '../../canvas/accept-encoding';

/** The suffix of the copy the build writes in each encoding (build/precompress.ts). */
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

const fileStats = (path: string): Stats | undefined => {
  try {
    const stats = statSync(path);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
};

/** The file a URL path names inside `root`, or undefined for anything that could step outside it. */
export function fileInside(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || /(^|\/)\.\.?(\/|$)/.test(decoded)) return undefined;
  const path = normalize(join(root, decoded));
  return path.startsWith(root + sep) ? path : undefined;
}

/**
 * Answers with the file at `path` in the best encoding the client accepts among the precompressed siblings the
 * build wrote (br, then gzip, then the file itself), with a strong ETag per encoding and 304 on a match. Returns
 * undefined when there is no such file. `Vary: Accept-Encoding` goes on every variant, identity included, so a
 * shared cache never hands a brotli body to a client that cannot read it (or the reverse).
 */
export function serveFile(c: Context, path: string, cacheControl: string): Response | undefined {
  const original = fileStats(path);
  if (!original) return undefined;
  const type = getMimeType(path) ?? 'application/octet-stream';
  let chosen: { file: string; stats: Stats; encoding?: Encoding } = { file: path, stats: original };
  for (const encoding of acceptedEncodings(c.req.header('Accept-Encoding'))) {
    const stats = fileStats(path + SUFFIX[encoding]);
    if (stats) {
      chosen = { file: path + SUFFIX[encoding], stats, encoding };
      break;
    }
  }
  const etag = `"${chosen.stats.size.toString(36)}-${Math.floor(chosen.stats.mtimeMs).toString(36)}${chosen.encoding ? `-${chosen.encoding}` : ''}"`;
  const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': cacheControl, ETag: etag, Vary: 'Accept-Encoding' };
  if (chosen.encoding) headers['Content-Encoding'] = chosen.encoding;
  const ifNoneMatch = c.req.header('If-None-Match');
  if (ifNoneMatch?.split(',').some((tag) => tag.trim() === etag)) return c.body(null, 304, headers);
  headers['Content-Length'] = String(chosen.stats.size);
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  return c.body(readFileSync(chosen.file), 200, headers);
}

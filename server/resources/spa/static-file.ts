import { readFileSync, statSync, type Stats } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';

/** The encodings the build writes beside each compressible file (build/precompress.ts), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** The q-value the Accept-Encoding header gives `name` (explicitly or through `*`); 0 when refused or absent. */
function acceptance(header: string, name: string): number {
  let wildcard = 0;
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (token === name) return Number.isFinite(q) ? q : 0;
    if (token === '*') wildcard = Number.isFinite(q) ? q : 0;
  }
  return wildcard;
}

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
  const accepted = c.req.header('Accept-Encoding') ?? '';
  let chosen: { file: string; stats: Stats; encoding?: string } = { file: path, stats: original };
  for (const { name, suffix } of ENCODINGS) {
    const stats = acceptance(accepted, name) > 0 ? fileStats(path + suffix) : undefined;
    if (stats) {
      chosen = { file: path + suffix, stats, encoding: name };
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

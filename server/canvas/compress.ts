import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { acceptedEncodings } from './accept-encoding';

/** Below about a kilobyte the compressed answer saves less than a packet and costs a compressor per request. */
const THRESHOLD = 1024;
/** Per-request brotli at quality 4 is as fast as gzip 6 and still smaller; 11 is for build-time assets only. */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP = { level: 6 };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const isJson = (type: string | null) => type !== null && /^application\/(.+\+)?json\b/i.test(type);

/**
 * Compresses answers of a `compressible` type of at least a kilobyte for clients that accept br or gzip; they are
 * built in memory, so the body is read to measure it. Anything else, a partial (206) or an already encoded answer
 * passes untouched: file downloads keep their bytes and Range semantics.
 */
function compressBuilt(compressible: (type: string | null) => boolean): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === 'HEAD' || res.status === 204 || res.status === 206 || res.status === 304) return;
    if (res.headers.has('Content-Encoding')) return;
    if (!compressible(res.headers.get('Content-Type')) || /no-transform/i.test(res.headers.get('Cache-Control') ?? '')) return;
    const vary = res.headers.get('Vary');
    if (!vary) res.headers.set('Vary', 'Accept-Encoding');
    else if (!/accept-encoding/i.test(vary)) res.headers.set('Vary', `${vary}, Accept-Encoding`);
    const [encoding] = acceptedEncodings(c.req.header('Accept-Encoding'));
    const length = res.headers.get('Content-Length');
    if (!encoding || (length !== null && Number(length) < THRESHOLD)) return;
    // Headers first, body after: @hono/node-server's light Response rebuilds itself from its first headers when its
    // body is read, dropping the ones later middleware set (the rate-limit headers).
    const plainHeaders = new Headers(res.headers);
    const headers = new Headers(res.headers);
    headers.set('Content-Encoding', encoding);
    headers.delete('Content-Length');
    const init = (h: Headers) => ({ status: res.status, statusText: res.statusText, headers: h });
    if (!res.body) return;
    // Hono's res setter copies the old answer's headers onto the new one (its Content-Length included): start afresh.
    c.res = undefined;
    const body = Buffer.from(await res.arrayBuffer());
    if (body.length < THRESHOLD) {
      c.res = new Response(body, init(plainHeaders));
      return;
    }
    const compressed = encoding === 'br' ? await brotliAsync(body, BROTLI) : await gzipAsync(body, GZIP);
    headers.set('Content-Length', String(compressed.length));
    c.res = new Response(compressed, init(headers));
  };
}

/**
 * The embedded server's JSON answers. (The proxy compresses nothing: Canvas encodes its answers as the browser
 * asked, and they pass through.)
 */
export const compressJson = () => compressBuilt(isJson);

/** Documents built for one caller (a drawn first screen, a course page's preloads); the build's are precompressed. */
export const compressHtml = () => compressBuilt((type) => type !== null && /^text\/html\b/i.test(type));

import { once } from 'node:events';
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip, type BrotliCompress, type Gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
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

/** What `compressor` gives out for `text` once flushed: enough for the browser to read all of it at once. */
function flushed(compressor: BrotliCompress | Gzip, text: string): Promise<Buffer> {
  const out: Buffer[] = [];
  const collect = (chunk: Buffer) => out.push(chunk);
  compressor.on('data', collect);
  compressor.write(text);
  return new Promise((done) => {
    compressor.flush(() => {
      compressor.off('data', collect);
      done(Buffer.concat(out));
    });
  });
}

async function* compressedParts(parts: AsyncIterable<string>, compressor: BrotliCompress | Gzip): AsyncGenerator<Uint8Array> {
  try {
    for await (const part of parts) yield await flushed(compressor, part);
    const rest: Buffer[] = [];
    compressor.on('data', (chunk: Buffer) => rest.push(chunk));
    compressor.end();
    await once(compressor, 'end');
    yield Buffer.concat(rest);
  } finally {
    // A browser that went away cancels the body: the compressor's memory goes with it.
    compressor.destroy();
  }
}

async function* encodedParts(parts: AsyncIterable<string>): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  for await (const part of parts) yield encoder.encode(part);
}

/**
 * A document sent in parts as each is ready (a drawn page's head before its drawing), each flushed through the
 * compressor the client accepts so the browser can act on it at once. `compressHtml` leaves it alone: it is
 * encoded already, or it has no length to measure.
 */
export function streamedHtml(c: Context, parts: AsyncIterable<string>, headers: Record<string, string>): Response {
  const [encoding] = acceptedEncodings(c.req.header('Accept-Encoding'));
  const compressor = encoding === 'br' ? createBrotliCompress(BROTLI) : encoding === 'gzip' ? createGzip(GZIP) : undefined;
  const chunks = compressor ? compressedParts(parts, compressor) : encodedParts(parts);
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  return new Response(body, {
    status: 200,
    headers: { ...headers, 'Content-Type': 'text/html; charset=UTF-8', Vary: 'Accept-Encoding', ...(encoding && { 'Content-Encoding': encoding }) },
  });
}

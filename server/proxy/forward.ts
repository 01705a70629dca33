import type { IncomingMessage } from 'node:http';
import { pipeline, Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Context } from 'hono';
import { clientOrigin } from '../canvas/urls';
import { requestCanvas } from './canvas-request';
import { callerCredentials } from './credentials';
import { upstreamRequestHeaders } from './headers';
import { renewSession } from './oauth-tokens';
import type { ProxyDeps } from './proxy-deps';
import { isBodiless, keepContextHeaders, pathAndQuery } from './relay';
import { nodePair, type NodePair } from '../canvas/client';
import { answerHeaders, callerGone, relayAnswer } from './relay-answer';
import { readCapped } from './read-capped';
import { relayUploadUrl } from './upload-relay';
import { canvasTarget } from './upstream';

/** Preflight answers are small objects; anything larger is not one and streams through untouched. */
const INSPECT_LIMIT = 256 * 1024;

/** The codings upstreamRequestHeaders lets Canvas use, undone for the one body Lectern rewrites. */
const DECODERS: Record<string, () => NodeJS.ReadWriteStream> = { gzip: createGunzip, 'x-gzip': createGunzip, deflate: createInflate, br: createBrotliDecompress };

const encodingOf = (answer: IncomingMessage) => (answer.headers['content-encoding'] ?? 'identity').trim().toLowerCase();

const mayBePreflight = (c: Context, answer: IncomingMessage) => {
  const status = answer.statusCode ?? 0;
  const encoding = encodingOf(answer);
  return c.req.method === 'POST' && status >= 200 && status < 300 && (answer.headers['content-type'] ?? '').includes('json') && (encoding === 'identity' || encoding in DECODERS);
};

/** The caller's body, streamed on; none for a request whose framing says it has none (so it can be sent again). */
function requestBody(c: Context, pair: NodePair | undefined): Readable | undefined {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return undefined;
  if (pair) return isBodiless(c) ? undefined : pair.incoming;
  const body = c.req.raw.body;
  return body ? Readable.fromWeb(body as NodeReadableStream<Uint8Array>) : undefined;
}

/** A JSON answer to a POST, decoded and read (when small) so an upload preflight's upload_url can be replaced; sent on unencoded. */
async function relayPreflight(c: Context, deps: ProxyDeps, answer: IncomingMessage): Promise<Response> {
  const headers = answerHeaders(c, deps, answer);
  headers.delete('content-encoding');
  headers.delete('content-length');
  const decoder = DECODERS[encodingOf(answer)];
  const decoded = decoder ? (pipeline(answer, decoder(), () => undefined) as unknown as Readable) : answer;
  const read = await readCapped(Readable.toWeb(decoded) as ReadableStream<Uint8Array>, INSPECT_LIMIT);
  const body = 'text' in read ? relayUploadUrl(read.text, deps, clientOrigin(c, deps)) : read.stream;
  keepContextHeaders(c);
  return new Response(body, { status: answer.statusCode, statusText: answer.statusMessage, headers });
}

/** Every /api/v1 request, to the same path on CANVAS_URL with the caller's credentials, streamed both ways. */
export async function forwardApi(c: Context, deps: ProxyDeps): Promise<Response> {
  const credentials = await callerCredentials(c, deps);
  const url = canvasTarget(deps, pathAndQuery(c));
  const pair = nodePair(c);
  const gone = callerGone(c, pair);
  const headers = upstreamRequestHeaders(pair ? pair.incoming.headers : Object.fromEntries(c.req.raw.headers));
  const send = (authorization: string | undefined, body?: Readable) =>
    requestCanvas(deps, url, { method: c.req.method, headers, body }, authorization, gone);
  let answer = await send(credentials.authorization, requestBody(c, pair));
  // An OAuth2 token revoked or expired early: renew once and repeat, when there is no consumed body to repeat.
  const tokenRefused = answer.statusCode === 401 && answer.headers['www-authenticate'] !== undefined;
  if (tokenRefused && isBodiless(c) && credentials.session?.method === 'oauth') {
    answer.resume();
    const renewed = await renewSession(c, deps, credentials.session);
    answer = await send(`Bearer ${renewed.accessToken}`);
  }
  return mayBePreflight(c, answer) ? relayPreflight(c, deps, answer) : relayAnswer(c, deps, answer, pair);
}

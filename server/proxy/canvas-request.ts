import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import type { ProxyDeps } from './proxy-deps';
import { badGateway, gatewayTimeout } from './upstream';

/** One pool of connections to Canvas for the process: a TLS handshake per request would cost more than the request. */
const AGENTS = { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) };

export type CanvasCall = { method: string; headers: Record<string, string>; body?: Readable };

/** A body that breaks off (the caller left mid-upload) ends the request to Canvas; its error is reported there. */
const ignoreBrokenBody = () => undefined;

/**
 * The only way an API call's token leaves this process: node:http straight to CANVAS_URL, whose origin is checked
 * right before the call, the answer handed back undecoded (its Content-Encoding is the caller's business), redirects
 * never followed. Like timedFetch, the deadline runs on the answer's headers from when the body has been sent, and
 * the call ends when `callerGone` fires.
 */
export function requestCanvas(
  deps: Pick<ProxyDeps, 'canvasUrl' | 'upstreamTimeoutMs'>,
  url: URL,
  call: CanvasCall,
  authorization: string | undefined,
  callerGone?: AbortSignal,
): Promise<IncomingMessage> {
  if (url.origin !== deps.canvasUrl) throw new Error(`refusing to send credentials to ${url.origin}`);
  const headers = { ...call.headers };
  delete headers.authorization;
  if (authorization) headers.authorization = authorization;
  return new Promise((resolve, reject) => attempt(deps, url, { ...call, headers }, callerGone, resolve, reject, true));
}

/**
 * One try. A kept-alive connection Canvas (or its load balancer) closed just as it was reused fails before anything
 * was answered; a GET or HEAD is then sent once more on a fresh connection, as Node's docs advise.
 */
function attempt(
  deps: Pick<ProxyDeps, 'upstreamTimeoutMs'>,
  url: URL,
  call: CanvasCall,
  callerGone: AbortSignal | undefined,
  resolve: (answer: IncomingMessage) => void,
  reject: (error: unknown) => void,
  mayRetry: boolean,
): void {
  const https = url.protocol === 'https:';
  let timeout: NodeJS.Timeout | undefined;
  let answered = false;
  let timedOut = false;
  const send = https ? httpsRequest : httpRequest;
  const req = send(url, { method: call.method, headers: call.headers, agent: https ? AGENTS.https : AGENTS.http }, (res) => {
    answered = true;
    clearTimeout(timeout);
    resolve(res);
  });
  const startDeadline = () => {
    if (answered) return;
    timeout ??= setTimeout(() => {
      timedOut = true;
      req.destroy();
    }, deps.upstreamTimeoutMs);
  };
  req.on('error', (error: NodeJS.ErrnoException) => {
    clearTimeout(timeout);
    if (answered) return;
    if (timedOut) reject(gatewayTimeout());
    else if (callerGone?.aborted) reject(error);
    else if (mayRetry && (call.method === 'GET' || call.method === 'HEAD') && req.reusedSocket && error.code === 'ECONNRESET') attempt(deps, url, call, callerGone, resolve, reject, false);
    else reject(badGateway());
  });
  callerGone?.addEventListener('abort', () => req.destroy(), { once: true });
  if (call.body) {
    // An upload host or Canvas answers only after the whole body: the deadline must not run while it streams.
    req.once('finish', startDeadline);
    pipeline(call.body, req, ignoreBrokenBody);
  } else {
    req.end();
    startDeadline();
  }
}

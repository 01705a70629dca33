import { Agent as HttpAgent, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import type { ProxyDeps } from './proxy-deps';
import { badGateway, gatewayTimeout } from './upstream';

/** One pool of connections to Canvas for the process: a TLS handshake per request would cost more than the request. */
const AGENTS = { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) };

export type CanvasCall = { method: string; headers: Record<string, string>; body?: Readable };

/**
 * Whether the caller has hung up, and what then ends the call to Canvas in flight (set here, per attempt). A plain
 * object: an AbortController and its listeners cost more per request than the rest of a small call.
 */
export type Hangup = { left: boolean; end?: () => void };

/** A Hangup that follows a ServerResponse: it closing before its last byte was written means the caller left. */
export function hangupOf(outgoing: ServerResponse): Hangup {
  const hangup: Hangup = { left: false };
  outgoing.once('close', () => {
    if (outgoing.writableFinished) return;
    hangup.left = true;
    hangup.end?.();
  });
  return hangup;
}

/** A body that breaks off (the caller left mid-upload) ends the request to Canvas; its error is reported there. */
const ignoreBrokenBody = () => undefined;

/**
 * The only way an API call's token leaves this process: node:http straight to CANVAS_URL, whose origin is checked
 * right before the call, the answer handed back undecoded (its Content-Encoding is the caller's business), redirects
 * never followed. Like timedFetch, the deadline runs on the answer's headers from when the body has been sent, and
 * the call ends when the caller hangs up.
 */
export function requestCanvas(
  deps: Pick<ProxyDeps, 'canvasUrl' | 'upstreamTimeoutMs'>,
  url: URL,
  call: CanvasCall,
  authorization: string | undefined,
  hangup?: Hangup,
): Promise<IncomingMessage> {
  if (url.origin !== deps.canvasUrl) throw new Error(`refusing to send credentials to ${url.origin}`);
  const headers = { ...call.headers };
  delete headers.authorization;
  if (authorization) headers.authorization = authorization;
  return new Promise((resolve, reject) => attempt(deps, url, { ...call, headers }, hangup, resolve, reject, true));
}

/**
 * One try. A kept-alive connection Canvas (or its load balancer) closed just as it was reused fails before anything
 * was answered; a GET or HEAD is then sent once more on a fresh connection, as Node's docs advise.
 */
function attempt(
  deps: Pick<ProxyDeps, 'upstreamTimeoutMs'>,
  url: URL,
  call: CanvasCall,
  hangup: Hangup | undefined,
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
    else if (hangup?.left) reject(error);
    else if (mayRetry && (call.method === 'GET' || call.method === 'HEAD') && req.reusedSocket && error.code === 'ECONNRESET') attempt(deps, url, call, hangup, resolve, reject, false);
    else reject(badGateway());
  });
  if (hangup) hangup.end = () => req.destroy();
  if (call.body) {
    // An upload host or Canvas answers only after the whole body: the deadline must not run while it streams.
    req.once('finish', startDeadline);
    pipeline(call.body, req, ignoreBrokenBody);
  } else {
    req.end();
    startDeadline();
  }
}

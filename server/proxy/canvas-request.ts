import { Agent as HttpAgent, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import type { ProxyDeps } from './proxy-deps';
import { badGateway, gatewayTimeout } from './upstream';

/** One pool of connections to Canvas for the process: a TLS handshake per request would cost more than the request. */
const AGENTS = { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) };

/**
 * Where every call to Canvas goes, taken once from CANVAS_URL: the host, port and Host header never come from a
 * request, so no target a caller writes can send a token elsewhere, and no URL is parsed per call.
 */
type Endpoint = { send: typeof httpRequest; agent: HttpAgent; hostname: string; port: string; host: string };
const endpoints = new Map<string, Endpoint>();

function endpointOf(canvasUrl: string): Endpoint {
  let endpoint = endpoints.get(canvasUrl);
  if (endpoint) return endpoint;
  const url = new URL(canvasUrl);
  const https = url.protocol === 'https:';
  // node:http wants an IPv6 literal without its brackets; the Host header keeps them.
  endpoint = { send: https ? httpsRequest : httpRequest, agent: https ? AGENTS.https : AGENTS.http, hostname: url.hostname.replace(/^\[|\]$/g, ''), port: url.port, host: url.host };
  endpoints.set(canvasUrl, endpoint);
  return endpoint;
}

/** `headers` as upstreamRequestHeaders gives them: name, value, name, value…, without Host and Authorization. */
export type CanvasCall = { method: string; headers: readonly string[]; body?: Readable };

/**
 * Whether the caller has hung up, and what then ends the call to Canvas in flight (set here, per attempt). A plain
 * object: an AbortController and its listeners cost more per request than the rest of a small call.
 */
export type Hangup = { left: boolean; end?: () => void };

/** A Hangup that follows a ServerResponse: it closing before its last byte was written means the caller left. */
export function hangupOf(outgoing: ServerResponse): Hangup {
  const hangup: Hangup = { left: false };
  // 'close' comes once: `on` spares the wrapper `once` builds per request.
  outgoing.on('close', () => {
    if (outgoing.writableFinished) return;
    hangup.left = true;
    hangup.end?.();
  });
  return hangup;
}

/** What becomes of a call: Canvas's answer (its body still to read), or why there is none. */
export type Outcome = { answered: (answer: IncomingMessage) => void; failed: (error: unknown) => void };

/** A body that breaks off (the caller left mid-upload) ends the request to Canvas; its error is reported there. */
const ignoreBrokenBody = () => undefined;

/**
 * The only way an API call's token leaves this process: node:http to CANVAS_URL's host and port, `path` (a path and
 * query starting with one `/`, as the caller's target was checked to be) sent as written, the answer handed back
 * undecoded (its Content-Encoding is the caller's business), redirects never followed. Like timedFetch, the deadline
 * runs on the answer's headers from when the body has been sent, and the call ends when the caller hangs up.
 * Callbacks rather than a promise: the fast path (fast-path.ts) pays for no promise chain per request.
 */
export function callCanvas(
  deps: Pick<ProxyDeps, 'canvasUrl' | 'upstreamTimeoutMs'>,
  path: string,
  call: CanvasCall,
  authorization: string | undefined,
  hangup: Hangup | undefined,
  outcome: Outcome,
): void {
  if (path[0] !== '/') throw new Error(`refusing to send credentials for ${path}`);
  const endpoint = endpointOf(deps.canvasUrl);
  // A flat list is written as it is: node:http then neither validates each header into a map nor adds Host itself.
  const headers = [...call.headers, 'host', endpoint.host];
  if (authorization) headers.push('authorization', authorization);
  attempt(deps, endpoint, path, { ...call, headers }, hangup, outcome, true);
}

/** callCanvas for a URL that canvasTarget built, as a promise; its origin is checked right before the call. */
export function requestCanvas(
  deps: Pick<ProxyDeps, 'canvasUrl' | 'upstreamTimeoutMs'>,
  url: URL,
  call: CanvasCall,
  authorization: string | undefined,
  hangup?: Hangup,
): Promise<IncomingMessage> {
  if (url.origin !== deps.canvasUrl) throw new Error(`refusing to send credentials to ${url.origin}`);
  return new Promise((answered, failed) => callCanvas(deps, `${url.pathname}${url.search}`, call, authorization, hangup, { answered, failed }));
}

/**
 * One try. A kept-alive connection Canvas (or its load balancer) closed just as it was reused fails before anything
 * was answered; a GET or HEAD is then sent once more on a fresh connection, as Node's docs advise.
 */
function attempt(
  deps: Pick<ProxyDeps, 'upstreamTimeoutMs'>,
  endpoint: Endpoint,
  path: string,
  call: CanvasCall,
  hangup: Hangup | undefined,
  outcome: Outcome,
  mayRetry: boolean,
): void {
  let timeout: NodeJS.Timeout | undefined;
  let answered = false;
  let timedOut = false;
  const options = { hostname: endpoint.hostname, port: endpoint.port, path, method: call.method, headers: call.headers as string[], agent: endpoint.agent };
  const req = endpoint.send(options, (res) => {
    answered = true;
    clearTimeout(timeout);
    outcome.answered(res);
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
    if (timedOut) outcome.failed(gatewayTimeout());
    else if (hangup?.left) outcome.failed(error);
    else if (mayRetry && (call.method === 'GET' || call.method === 'HEAD') && req.reusedSocket && error.code === 'ECONNRESET') attempt(deps, endpoint, path, call, hangup, outcome, false);
    else outcome.failed(badGateway());
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

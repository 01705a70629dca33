import { createServer, type IncomingMessage, type RequestListener, type ServerOptions, type ServerResponse } from 'node:http';
import { CanvasError } from '../canvas/errors';
import { isValidHost, originBehind } from '../canvas/urls';
import { sessionFromCookies, type SessionData } from '../session/session-cookie';
import { callCanvas, hangupOf, type Hangup } from './canvas-request';
import { connectionNamed, keptAnswerHeader, upstreamRequestHeaders } from './headers';
import { isPlainPathAndQuery, rewrittenUrlHeader } from './links';
import { needsRefresh } from './oauth-tokens';
import type { ProxyDeps } from './proxy-deps';
import { securityHeaders } from './security-headers';

/** What a request on the fast path is sent to Canvas with, decided before anything is read or written. */
type Plan = { path: string; authorization?: string; session?: SessionData; host: string };

const API = '/api/v1/';

/**
 * Whether the target goes to Canvas as the caller wrote it: what canvasTarget would build from it names the same
 * path and query. Anything else (dot segments, characters URL parsing escapes) goes to Hono, which sends what
 * parsing makes of it. A check of the characters rather than a URL per request.
 */
export const sentAsWritten = (raw: string) => raw.startsWith(API) && isPlainPathAndQuery(raw);

/** The headers lecternSecureHeaders adds, as a flat list and by name; known once the snapshot has resolved. */
type Security = { list: string[]; names: ReadonlySet<string> };

/** Until the snapshot has resolved (a tick after start) every request takes Hono's path. */
let security: Security | undefined;

const header = (incoming: IncomingMessage) => (name: string) => {
  const value = incoming.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** A GET or HEAD under /api/v1/ from a well-formed request whose credentials are ready to use; otherwise undefined. */
function plan(deps: ProxyDeps, incoming: IncomingMessage): Plan | undefined {
  const { method, url: path = '' } = incoming;
  if ((method !== 'GET' && method !== 'HEAD') || !path.startsWith(API) || security === undefined) return undefined;
  const { host, authorization, cookie } = incoming.headers;
  if (!host || !isValidHost(host) || !sentAsWritten(path)) return undefined;
  // The credentials as callerCredentials would choose them for a GET or HEAD (which needs no CSRF token).
  if (authorization) return { path, host, authorization };
  const session = sessionFromCookies(cookie, deps.key);
  if (!session) return { path, host };
  // A session whose token must be renewed first is, like everything unusual, Hono's.
  return needsRefresh(session) ? undefined : { path, host, authorization: `Bearer ${session.accessToken}`, session };
}

/** Canvas's answer headers as the caller gets them (the rules of cleanedHeaders and rewriteUrlHeaders), plus the security headers. */
function answerHeaderList(deps: ProxyDeps, incoming: IncomingMessage, host: string, answer: IncomingMessage, secure: Security): string[] {
  const raw = answer.rawHeaders;
  const named = connectionNamed(answer.headers.connection);
  const origin = () => originBehind({ proto: 'encrypted' in incoming.socket ? 'https' : 'http', host }, header(incoming), deps);
  const out: string[] = [];
  let answered: Set<string> | undefined;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = (raw[i] ?? '').toLowerCase();
    if (!keptAnswerHeader(name, named)) continue;
    const value = rewrittenUrlHeader(name, raw[i + 1] ?? '', deps.canvasUrl, origin);
    if (value === undefined) continue;
    out.push(name, value);
    // Canvas's own value of a security header wins, as it does on Hono's path.
    if (secure.names.has(name)) (answered ??= new Set()).add(name);
  }
  const list = secure.list;
  for (let i = 0; i < list.length; i += 2) {
    const name = list[i] ?? '';
    if (!answered?.has(name)) out.push(name, list[i + 1] ?? '');
  }
  return out;
}

/** A Canvas-shaped error (502, 504) as answerErrorsAsCanvas writes it. */
function writeCanvasError(outgoing: ServerResponse, error: CanvasError, secure: Security): void {
  const body = Buffer.from(JSON.stringify(error.body));
  const headers = { ...error.headers, 'content-type': 'application/json; charset=utf-8', 'content-length': String(body.length) };
  const list = Object.entries(headers).flat();
  for (let i = 0; i < secure.list.length; i += 2) if (!((secure.list[i] ?? '') in headers)) list.push(secure.list[i] ?? '', secure.list[i + 1] ?? '');
  outgoing.writeHead(error.status, list).end(body);
}

/** What the fast path does with one request, from the call to Canvas to the last byte of its answer. */
type Relay = { deps: ProxyDeps; route: Plan; incoming: IncomingMessage; outgoing: ServerResponse; fallback: RequestListener; secure: Security; hangup: Hangup };

function answered(relay: Relay, answer: IncomingMessage): void {
  const { deps, route, incoming, outgoing, hangup } = relay;
  // An OAuth2 token refused before its time: Hono's path asks again and renews the session once.
  if (answer.statusCode === 401 && route.session?.method === 'oauth' && answer.headers['www-authenticate'] !== undefined) {
    hangup.end = undefined;
    answer.resume();
    relay.fallback(incoming, outgoing);
    return;
  }
  outgoing.writeHead(answer.statusCode ?? 502, answer.statusMessage, answerHeaderList(deps, incoming, route.host, answer, relay.secure));
  // Not pipeline(), which costs an AbortController and a DOMException per answer: the caller leaving already ends the
  // call (hangup), and Canvas breaking off ends the caller's answer; the listener keeps that 'error' from ending the process.
  answer.on('error', () => outgoing.destroy());
  answer.pipe(outgoing);
}

function failed(relay: Relay, error: unknown): void {
  if (error instanceof CanvasError && !relay.hangup.left) writeCanvasError(relay.outgoing, error, relay.secure);
  else relay.outgoing.destroy();
}

/** The call to Canvas and its answer, with callbacks: a promise chain per request cost more than the rest of this file. */
function relay(deps: ProxyDeps, route: Plan, incoming: IncomingMessage, outgoing: ServerResponse, fallback: RequestListener, secure: Security, onUnexpectedError?: (error: unknown) => void): void {
  const state: Relay = { deps, route, incoming, outgoing, fallback, secure, hangup: hangupOf(outgoing) };
  const guarded = <T>(step: (relay: Relay, value: T) => void) => (value: T) => {
    try {
      step(state, value);
    } catch (error) {
      onUnexpectedError?.(error);
      outgoing.destroy();
    }
  };
  const call = { method: incoming.method ?? 'GET', headers: upstreamRequestHeaders(incoming.headers) };
  callCanvas(deps, route.path, call, route.authorization, state.hangup, { answered: guarded(answered), failed: guarded(failed) });
}

/**
 * The proxy's hot path in front of Hono: a GET or HEAD under /api/v1/ with its credentials at hand is sent to Canvas
 * and piped back from plain node:http objects (no Request, Headers, URL or AbortController), under the same rules as
 * forwardApi and with the same functions. Everything else, and anything unusual (a session to renew, a refused
 * OAuth2 token, a target URL parsing would change), is `fallback`'s: the Hono app.
 */
function withFastPath(deps: ProxyDeps, fallback: RequestListener, onUnexpectedError?: (error: unknown) => void): RequestListener {
  void securityHeaders().then((pairs) => (security = { list: pairs.flat(), names: new Set(pairs.map(([name]) => name)) }));
  return (incoming, outgoing) => {
    const route = plan(deps, incoming);
    if (!route || !security) {
      fallback(incoming, outgoing);
      return;
    }
    try {
      relay(deps, route, incoming, outgoing, fallback, security, onUnexpectedError);
    } catch (error) {
      onUnexpectedError?.(error);
      outgoing.destroy();
    }
  };
}

/** node:http's createServer, the hook @hono/node-server's `serve` takes. */
export type CreateServer = typeof createServer;

/** createServer for @hono/node-server's `serve`, with the fast path put before the listener it builds for the app. */
export function fastPathServer(deps: ProxyDeps, onUnexpectedError?: (error: unknown) => void): CreateServer {
  const create = (options: ServerOptions, listener: RequestListener) => createServer(options, withFastPath(deps, listener, onUnexpectedError));
  // @hono/node-server always calls it as (options, listener), one of createServer's overloads.
  return create as CreateServer;
}

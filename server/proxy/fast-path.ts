import { createServer, type IncomingMessage, type RequestListener, type ServerOptions, type ServerResponse } from 'node:http';
import { CanvasError } from '../canvas/errors';
import { isValidHost, originBehind } from '../canvas/urls';
import { sessionFromCookies, type SessionData } from '../session/session-cookie';
import { hangupOf, requestCanvas } from './canvas-request';
import { connectionNamed, keptAnswerHeader, upstreamRequestHeaders } from './headers';
import { rewrittenUrlHeader } from './links';
import { needsRefresh } from './oauth-tokens';
import type { ProxyDeps } from './proxy-deps';
import { securityHeaders } from './security-headers';
import { canvasTarget } from './upstream';

/** What a request on the fast path is sent to Canvas with, decided before anything is read or written. */
type Plan = { url: URL; authorization?: string; session?: SessionData; host: string };

const API = '/api/v1/';

/** Known once the snapshot has resolved (a tick after start); until then every request takes Hono's path. */
let security: [string, string][] | undefined;

const header = (incoming: IncomingMessage) => (name: string) => {
  const value = incoming.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The target exactly as the caller wrote it; anything URL parsing would change (dot segments, escapes) goes to Hono. */
function target(deps: ProxyDeps, raw: string): URL | undefined {
  try {
    const url = canvasTarget(deps, raw);
    return `${url.pathname}${url.search}` === raw ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The credentials as callerCredentials would choose them for a GET or HEAD (which needs no CSRF token), or undefined
 * when the session must be renewed first: that, like everything unusual, is Hono's.
 */
function credentialsFor(deps: ProxyDeps, incoming: IncomingMessage): Pick<Plan, 'authorization' | 'session'> | undefined {
  const authorization = incoming.headers.authorization;
  if (authorization) return { authorization };
  const session = sessionFromCookies(incoming.headers.cookie, deps.key);
  if (!session) return {};
  return needsRefresh(session) ? undefined : { authorization: `Bearer ${session.accessToken}`, session };
}

/** A GET or HEAD under /api/v1/ from a well-formed request whose credentials are ready to use; otherwise undefined. */
function plan(deps: ProxyDeps, incoming: IncomingMessage): Plan | undefined {
  const { method, url: raw = '' } = incoming;
  if ((method !== 'GET' && method !== 'HEAD') || !raw.startsWith(API) || security === undefined) return undefined;
  const host = incoming.headers.host;
  if (!host || !isValidHost(host)) return undefined;
  const url = target(deps, raw);
  const credentials = url && credentialsFor(deps, incoming);
  return url && credentials && { url, host, ...credentials };
}

/** Canvas's answer headers as the caller gets them (the rules of cleanedHeaders and rewriteUrlHeaders), plus the security headers. */
function answerHeaderList(deps: ProxyDeps, incoming: IncomingMessage, host: string, answer: IncomingMessage): string[] {
  const named = connectionNamed(answer.headers.connection);
  const origin = () => originBehind({ proto: 'encrypted' in incoming.socket ? 'https' : 'http', host }, header(incoming), deps);
  const out: string[] = [];
  const names = new Set<string>();
  const raw = answer.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = (raw[i] ?? '').toLowerCase();
    if (!keptAnswerHeader(name, named)) continue;
    const value = rewrittenUrlHeader(name, raw[i + 1] ?? '', deps.canvasUrl, origin);
    if (value === undefined) continue;
    out.push(name, value);
    names.add(name);
  }
  for (const [name, value] of security ?? []) if (!names.has(name)) out.push(name, value);
  return out;
}

/** A Canvas-shaped error (502, 504) as answerErrorsAsCanvas writes it. */
function writeCanvasError(outgoing: ServerResponse, error: CanvasError): void {
  const body = Buffer.from(JSON.stringify(error.body));
  const headers = { ...error.headers, 'content-type': 'application/json; charset=utf-8', 'content-length': String(body.length) };
  const list = [...Object.entries(headers), ...(security ?? []).filter(([name]) => !(name in headers))];
  outgoing.writeHead(error.status, list.flat()).end(body);
}

async function relay(deps: ProxyDeps, route: Plan, incoming: IncomingMessage, outgoing: ServerResponse, fallback: RequestListener): Promise<void> {
  const hangup = hangupOf(outgoing);
  const call = { method: incoming.method ?? 'GET', headers: upstreamRequestHeaders(incoming.headers) };
  const answer = await requestCanvas(deps, route.url, call, route.authorization, hangup).catch((error: unknown) => {
    if (error instanceof CanvasError && !hangup.left) writeCanvasError(outgoing, error);
    else outgoing.destroy();
  });
  if (!answer) return;
  // An OAuth2 token refused before its time: Hono's path asks again and renews the session once.
  if (answer.statusCode === 401 && answer.headers['www-authenticate'] !== undefined && route.session?.method === 'oauth') {
    hangup.end = undefined;
    answer.resume();
    fallback(incoming, outgoing);
    return;
  }
  outgoing.writeHead(answer.statusCode ?? 502, answer.statusMessage, answerHeaderList(deps, incoming, route.host, answer));
  // Not pipeline(), which costs an AbortController and a DOMException per answer: the caller leaving already ends the
  // call (hangup), and Canvas breaking off ends the caller's answer; the listener keeps that 'error' from ending the process.
  answer.on('error', () => outgoing.destroy());
  answer.pipe(outgoing);
}

/**
 * The proxy's hot path in front of Hono: a GET or HEAD under /api/v1/ with its credentials at hand is sent to Canvas
 * and piped back from plain node:http objects (no Request, Headers or AbortController), under the same rules as
 * forwardApi and with the same functions. Everything else, and anything unusual (a session to renew, a refused
 * OAuth2 token, a target URL parsing would change), is `fallback`'s: the Hono app.
 */
function withFastPath(deps: ProxyDeps, fallback: RequestListener, onUnexpectedError?: (error: unknown) => void): RequestListener {
  void securityHeaders().then((list) => (security = list));
  return (incoming, outgoing) => {
    const route = plan(deps, incoming);
    if (!route) {
      fallback(incoming, outgoing);
      return;
    }
    relay(deps, route, incoming, outgoing, fallback).catch((error: unknown) => {
      onUnexpectedError?.(error);
      outgoing.destroy();
    });
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

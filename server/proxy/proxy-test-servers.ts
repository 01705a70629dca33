import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll } from 'vitest';
import { createApp, type AppOptions } from '../app';
import type { Db } from '../canvas/context';
import { openDatabase } from '../db/open';
import { seedDemo } from '../db/seed/seed';
import { randomSealKey } from '../session/sealed';
import { createProxy, createProxyApp, type ProxyAppOptions } from './proxy-app';

/** The Lectern origin the in-process proxy believes it is served at. */
export const LECTERN = 'http://lectern.test';

const closeServer = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

async function listening(server: Server): Promise<string> {
  if (!server.listening) await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** "The school's Canvas": the embedded server over the demo data, on a real port, closed after the test file. */
export async function startSchoolCanvas(
  options: Pick<AppOptions, 'rateLimit'> = {},
): Promise<{ url: string; db: Db; close: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lectern-canvas-'));
  const db = openDatabase(join(dataDir, 'canvas.sqlite'));
  seedDemo(db, { dataDir });
  const app = createApp({ db, dataDir, ...options, onUnexpectedError: (error) => console.error(error) });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  const url = await listening(server);
  const close = async () => {
    server.closeAllConnections();
    await closeServer(server);
    if (db.open) db.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, db, close };
}

export type Recorded = { method: string; url: string; headers: IncomingHttpHeaders; body: string };
export type Answer = { status: number; headers?: Record<string, string>; body?: string };

/**
 * Another host on a real port that records every request it gets and answers as told: a foreign Link target,
 * an upload host, a file store, or a Canvas stand-in for answers the embedded server never gives.
 */
export async function startRecorder(answer: (request: Recorded) => Answer = () => ({ status: 200, body: '{}' })) {
  const requests: Recorded[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(recorded);
      const { status, headers = {}, body = '' } = answer(recorded);
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
      res.end(body);
    });
  }).listen(0, '127.0.0.1');
  const url = await listening(server);
  return { url, requests, close: () => closeServer(server) };
}

/** The proxy app, called in process (it needs no port of its own), in front of `canvasUrl`. */
export function proxyFor(canvasUrl: string, options: Partial<ProxyAppOptions> = {}) {
  const app = createProxyApp({ canvasUrl, sessionKey: randomSealKey(), ...options });
  const request = (path: string, init: RequestInit = {}) => app.request(`${LECTERN}${path}`, init);
  return { app, request };
}

/**
 * The proxy on a real port as the server runs it (main.ts): its fast path (fast-path.ts) in front of the Hono app,
 * answers piped straight from Canvas's connection. Close it after the test.
 */
export async function proxyOnSocket(canvasUrl: string, options: Partial<ProxyAppOptions> = {}) {
  const { app, createServer } = createProxy({ canvasUrl, sessionKey: randomSealKey(), ...options });
  const server = serve({ fetch: app.fetch, createServer, port: 0, hostname: '127.0.0.1' }) as Server;
  const url = await listening(server);
  return { url, close: () => (server.closeAllConnections(), closeServer(server)) };
}

type SchoolCanvas = Awaited<ReturnType<typeof startSchoolCanvas>>;

/**
 * The school's Canvas and the proxy in front of it, started before the enclosing describe block's tests and closed
 * after them. Call it inside `describe`; the two handles answer only once the servers are up.
 */
export function schoolBehindProxy(): { canvas: Pick<SchoolCanvas, 'url'>; proxy: Pick<ReturnType<typeof proxyFor>, 'request'> } {
  let started: { canvas: SchoolCanvas; proxy: ReturnType<typeof proxyFor> } | undefined;
  beforeAll(async () => {
    const canvas = await startSchoolCanvas();
    started = { canvas, proxy: proxyFor(canvas.url) };
  });
  afterAll(() => started?.canvas.close());
  const running = () => {
    if (!started) throw new Error('schoolBehindProxy(): the servers start in beforeAll; use them inside a test');
    return started;
  };
  return {
    canvas: { get url() { return running().canvas.url; } },
    proxy: { request: (path, init) => running().proxy.request(path, init) },
  };
}

import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { AppEnv } from '../canvas/context';

export type LiveServer = { port: number; host: string; close: () => Promise<void> };

/** Serves `app` through @hono/node-server on an ephemeral port, as main.ts does, for what app.request cannot show. */
export function listen(app: Hono<AppEnv>, host = '127.0.0.1'): Promise<LiveServer> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: host }, (info: AddressInfo) => {
      resolve({
        port: info.port,
        host,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

export type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** A plain node:http request that fails instead of hanging when the server announces a body it never sends. */
export function rawRequest(
  server: LiveServer,
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: server.host, port: server.port, method, path, headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.setTimeout(3000, () => req.destroy(new Error(`${method} ${path}: no complete answer within 3 s`)));
    req.on('error', reject);
    req.end();
  });
}

export type RawBytesResponse = Omit<RawResponse, 'body'> & { body: Buffer };

/** A GET answered as raw bytes, still encoded as the server sent them (fetch would decode them). */
export function rawBytes(server: LiveServer, path: string, headers: Record<string, string> = {}): Promise<RawBytesResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: server.host, port: server.port, method: 'GET', path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.setTimeout(3000, () => req.destroy(new Error(`GET ${path}: no complete answer within 3 s`)));
    req.on('error', reject);
    req.end();
  });
}

/** Signs in with `token` as the sign-in page does, and returns the session cookie (`name=value`) to send back. */
export async function sessionCookie(server: LiveServer, token: string): Promise<string> {
  const signIn = await fetch(`http://${server.host}:${server.port}/lectern/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ access_token: token }),
  });
  return (signIn.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
}

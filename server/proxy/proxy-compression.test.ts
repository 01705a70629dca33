import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proxyOnSocket, startSchoolCanvas } from './proxy-test-servers';

type Raw = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** A GET as a browser's socket sees it: the bytes on the wire, nothing decoded. */
function rawGet(url: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

const address = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

async function listen(server: Server): Promise<string> {
  if (!server.listening) await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return address(server);
}

describe('the proxy on a real socket passes Canvas’s own encoding through', () => {
  let canvas: Awaited<ReturnType<typeof startSchoolCanvas>>;
  let proxy: Awaited<ReturnType<typeof proxyOnSocket>>;
  beforeAll(async () => {
    canvas = await startSchoolCanvas();
    proxy = await proxyOnSocket(canvas.url);
  });
  afterAll(async () => {
    await proxy.close();
    await canvas.close();
  });
  const path = '/api/v1/courses?per_page=100&include[]=term';
  const teacher = { Authorization: 'Bearer demo-teacher' };

  it('relays the very bytes Canvas compressed for the browser’s Accept-Encoding, once', async () => {
    const asked = { ...teacher, 'Accept-Encoding': 'gzip' };
    const direct = await rawGet(`${canvas.url}${path}`, asked);
    const relayed = await rawGet(`${proxy.url}${path}`, asked);
    expect(relayed.status).toBe(200);
    expect(relayed.headers['content-encoding']).toBe('gzip');
    expect(relayed.headers.vary).toMatch(/Accept-Encoding/i);
    expect(relayed.body.equals(direct.body)).toBe(true);
    expect(JSON.parse(gunzipSync(relayed.body).toString())).toEqual(JSON.parse(gunzipSync(direct.body).toString()));
  });

  it('keeps the proxy’s own guarantees on that path: Link on Lectern’s origin, security headers, no Canvas cookie', async () => {
    const relayed = await rawGet(`${proxy.url}/api/v1/courses?per_page=1`, teacher);
    expect(relayed.headers.link).toContain(`<${proxy.url}/api/v1/courses?`);
    expect(relayed.headers.link).not.toContain(canvas.url);
    expect(relayed.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(relayed.headers['content-security-policy']).toContain("default-src 'self'");
    expect(relayed.headers['set-cookie']).toBeUndefined();
  });

  it('relays plain JSON to a client that accepts no encoding', async () => {
    const relayed = await rawGet(`${proxy.url}${path}`, teacher);
    expect(relayed.headers['content-encoding']).toBeUndefined();
    expect(Array.isArray(JSON.parse(relayed.body.toString()))).toBe(true);
  });

  it('asks Canvas only for codings it can undo, should it have to rewrite the answer', async () => {
    const seen: string[] = [];
    const stand = createServer((req, res) => {
      seen.push(req.headers['accept-encoding'] ?? '');
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    }).listen(0, '127.0.0.1');
    const front = await proxyOnSocket(await listen(stand));
    try {
      await rawGet(`${front.url}/api/v1/courses`, { ...teacher, 'Accept-Encoding': 'gzip, deflate, br, zstd' });
      expect(seen).toEqual(['gzip, deflate, br']);
    } finally {
      await front.close();
      await new Promise((resolve) => stand.close(resolve));
    }
  });
});

describe('an upload preflight Canvas compressed', () => {
  it('reaches the browser decoded, its upload_url replaced by Lectern’s relay', async () => {
    const ticket = { upload_url: 'https://files.example.net/upload?sig=1', upload_params: {}, file_param: 'file' };
    const stand = createServer((req, res) => {
      req.resume();
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
      res.end(gzipSync(JSON.stringify(ticket)));
    }).listen(0, '127.0.0.1');
    const front = await proxyOnSocket(await listen(stand));
    try {
      const response = await fetch(`${front.url}/api/v1/courses/1/files`, {
        method: 'POST',
        headers: { Authorization: 'Bearer t', 'Content-Type': 'application/json', 'Accept-Encoding': 'gzip' },
        body: JSON.stringify({ name: 'a.txt', size: 1 }),
      });
      expect(response.headers.get('content-encoding')).toBeNull();
      const body = (await response.json()) as typeof ticket;
      expect(body.upload_url.startsWith(`${front.url}/lectern/upload/`)).toBe(true);
    } finally {
      await front.close();
      await new Promise((resolve) => stand.close(resolve));
    }
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createTestApp } from '../../test/test-app';
import { listen, rawBytes, rawRequest, sessionCookie, type LiveServer } from '../../test/live-server';

const DOCUMENT = `<!doctype html><html><head>
    <title>Lectern</title>
    <link rel="preload" href="/lectern/session" as="fetch" crossorigin="anonymous" />
    <script type="module" crossorigin src="/assets/app-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-def.js">
    <link rel="stylesheet" crossorigin href="/assets/app.css">
    <link rel="modulepreload" crossorigin href="/assets/courses-ghi.js">
  </head><body>
    <div id="root"></div>
  </body></html>`;

/**
 * A stand-in for the build's render (src/app/first-screen/server-entry.tsx), written where the server looks for
 * it: it asks the API for the caller's name through the transport the server gives each render, as the app's
 * fetch client does, and draws it. A page named /slow never finishes; /broken throws; /elsewhere is not drawn.
 */
const ENTRY = `
let transport;
export const drawsPage = (url) => url.pathname !== '/elsewhere';
export const setTransportResolver = (resolver) => { transport = resolver; };
export async function renderFirstScreen(url) {
  if (url.pathname === '/broken') throw new Error('the render failed');
  if (url.pathname === '/slow') return new Promise(() => {});
  const { origin, fetch } = transport();
  if (url.pathname === '/busy') {
    // Ten API requests, each followed by 15 ms of the thread's time, as a large page's render spends it.
    for (let step = 0; step < 10; step += 1) {
      await (await fetch(origin + '/api/v1/users/self')).json();
      const until = Date.now() + 15;
      while (Date.now() < until);
    }
    return { title: '', root: '<p>Busy</p>', afterRoot: '' };
  }
  const user = await (await fetch(origin + '/api/v1/users/self')).json();
  // Another render may run meanwhile: the transport is still this one's.
  await new Promise((resolve) => setTimeout(resolve, 20));
  const again = await (await transport().fetch(origin + '/api/v1/users/self')).json();
  // Text with what String.replace would read as patterns: the document must hold it as it is.
  const patterns = "<p>$' and $& and $\` cost $$5</p>";
  return { title: '<title>Drawn · Lectern</title>', root: '<p>Hello ' + user.name + ' and ' + again.name + '</p>' + patterns + 'x'.repeat(2000), afterRoot: '<script type="application/json" id="lectern-first-screen">["$&"]</script>' };
}`;

/** The first bytes of `path`'s answer; the request is then dropped, as a browser closing its tab drops it. */
function firstChunk(server: LiveServer, path: string, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: server.host, port: server.port, path, headers, agent: false }, (res) => {
      res.setEncoding('utf8');
      res.once('data', (chunk: string) => {
        resolve(chunk);
        req.destroy();
      });
    });
    req.on('error', reject);
    req.end();
  });
}

function builtApp(): string {
  const dist = mkdtempSync(join(tmpdir(), 'lectern-dist-'));
  writeFileSync(join(dist, 'index.html'), DOCUMENT);
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app.css'), 'body { margin: 0; }');
  mkdirSync(`${dist}-ssr`);
  writeFileSync(join(`${dist}-ssr`, 'server-entry.js'), ENTRY);
  return dist;
}

describe('the server draws a page’s first screen into its document (docs/decisions/0093)', () => {
  let server: LiveServer;
  const cookies: Record<string, string> = {};
  const errors: unknown[] = [];
  beforeAll(async () => {
    const testApp = createTestApp();
    testApp.data.user('Ada Reader', 'ada-token');
    testApp.data.user('Bo Writer', 'bo-token');
    server = await listen(createApp({ db: testApp.db, dataDir: '/tmp', distDir: builtApp(), onUnexpectedError: (error) => errors.push(error) }));
    for (const token of ['ada-token', 'bo-token']) cookies[token] = await sessionCookie(server, token);
  });
  afterAll(() => server.close());

  it('draws the page as the caller, busy until the app runs, and asks for the app after the first paint', async () => {
    const page = await rawRequest(server, 'GET', '/courses', { Cookie: cookies['ada-token'] ?? '' });
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('<title>Drawn · Lectern</title>');
    expect(page.body).not.toContain('<title>Lectern</title>');
    expect(page.body).toContain('<div id="root"><div aria-busy="true"><p>Hello Ada Reader and Ada Reader</p>');
    expect(page.body).toContain("<p>$' and $& and $` cost $$5</p>");
    expect(page.body).toContain('<script type="application/json" id="lectern-first-screen">["$&"]</script>');
    expect(page.body.match(/first-screen-boot/g)).toHaveLength(1);
    // The session came with the drawing; the app's code is asked for after the first paint (src/app/first-screen/first-screen-boot.ts).
    expect(page.body).not.toContain('/lectern/session');
    expect(page.body).toContain('<script defer src="/first-screen-boot.js" data-entry="/assets/app-abc.js" data-modules="/assets/shared-def.js /assets/courses-ghi.js"></script>');
    expect(page.body).not.toContain('<script type="module"');
    expect(page.body).not.toContain('modulepreload');
    expect(page.body).toContain('<link rel="stylesheet" crossorigin href="/assets/app.css">');
  });

  it('gives each of two callers drawn at once their own page', async () => {
    const [ada, bo] = await Promise.all(
      ['ada-token', 'bo-token', 'ada-token', 'bo-token'].map((token) => rawRequest(server, 'GET', '/courses', { Cookie: cookies[token] ?? '' })),
    );
    expect(ada?.body).toContain('Hello Ada Reader and Ada Reader');
    expect(bo?.body).toContain('Hello Bo Writer and Bo Writer');
  });

  it('compresses the drawn document for a browser that accepts it', async () => {
    const page = await rawBytes(server, '/courses', { Cookie: cookies['ada-token'] ?? '', 'Accept-Encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(page.body).toString()).toContain('Hello Ada Reader');
  });

  it('sends the plain document to a caller without a session, and for a page it does not draw', async () => {
    const signedOut = await rawRequest(server, 'GET', '/courses');
    expect(signedOut.body).toContain('<div id="root"></div>');
    expect(signedOut.body).toContain('<script type="module" crossorigin src="/assets/app-abc.js"></script>');
    const elsewhere = await rawRequest(server, 'GET', '/elsewhere', { Cookie: cookies['ada-token'] ?? '' });
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body).toContain('<div id="root"></div>');
  });

  it('sends the plain document when the render fails, and logs the failure', async () => {
    const page = await rawRequest(server, 'GET', '/broken', { Cookie: cookies['ada-token'] ?? '' });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect(errors.map(String)).toContain('Error: the render failed');
  });

  it('sends the head, stylesheet first, while the render is still running, and outlives a browser that leaves then', async () => {
    // /slow never finishes: what arrives came before the render did.
    const head = await firstChunk(server, '/slow', { Cookie: cookies['ada-token'] ?? '' });
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/app.css">');
    expect(head).not.toContain('</head>');
    expect(head).not.toContain('modulepreload');
    const after = await rawRequest(server, 'GET', '/courses', { Cookie: cookies['ada-token'] ?? '' });
    expect(after.body).toContain('Hello Ada Reader');
  });

  it('answers the stylesheet its head asks for while the render is still busy', async () => {
    const done: string[] = [];
    await new Promise<void>((resolve, reject) => {
      const request = (path: string, onEnd: () => void, onHead?: () => void) =>
        httpRequest({ host: server.host, port: server.port, path, headers: { Cookie: cookies['ada-token'] ?? '' }, agent: false }, (res) => {
          res.once('data', () => onHead?.());
          res.on('data', () => undefined);
          res.on('end', onEnd);
        }).on('error', reject).end();
      request('/busy', () => {
        done.push('document');
        resolve();
      }, () => request('/assets/app.css', () => done.push('stylesheet')));
    });
    expect(done).toEqual(['stylesheet', 'document']);
  });

  it('sends the plain document when the render takes too long', async () => {
    // The render never finishes: the document goes out once the server stops waiting for it.
    const page = await rawRequest(server, 'GET', '/slow', { Cookie: cookies['ada-token'] ?? '' });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).toContain('<script type="module" crossorigin src="/assets/app-abc.js"></script>');
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/courses-ghi.js">');
    expect(page.body).toContain('<link rel="preload" href="/lectern/session"');
  });
});

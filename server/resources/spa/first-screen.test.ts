import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createTestApp } from '../../test/test-app';
import { listen, rawBytes, rawRequest, sessionCookie, type LiveServer } from '../../test/live-server';

const DOCUMENT = `<!doctype html><html><head>
    <title>Lectern</title>
    <link rel="preload" href="/lectern/session" as="fetch" crossorigin="anonymous" />
    <script type="module" crossorigin src="/assets/app-abc.js"></script>
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
export const setTransportResolver = (resolver) => { transport = resolver; };
export async function renderFirstScreen(url) {
  if (url.pathname === '/broken') throw new Error('the render failed');
  if (url.pathname === '/elsewhere') return undefined;
  if (url.pathname === '/slow') return new Promise(() => {});
  const { origin, fetch } = transport();
  const user = await (await fetch(origin + '/api/v1/users/self')).json();
  // Another render may run meanwhile: the transport is still this one's.
  await new Promise((resolve) => setTimeout(resolve, 20));
  const again = await (await transport().fetch(origin + '/api/v1/users/self')).json();
  // Text with what String.replace would read as patterns: the document must hold it as it is.
  const patterns = "<p>$' and $& and $\` cost $$5</p>";
  return { title: '<title>Drawn · Lectern</title>', root: '<p>Hello ' + user.name + ' and ' + again.name + '</p>' + patterns + 'x'.repeat(2000), afterRoot: '<script type="application/json" id="lectern-first-screen">["$&"]</script>' };
}`;

function builtApp(): string {
  const dist = mkdtempSync(join(tmpdir(), 'lectern-dist-'));
  writeFileSync(join(dist, 'index.html'), DOCUMENT);
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

  it('draws the page as the caller, busy until the app runs, and starts the app after the first paint', async () => {
    const page = await rawRequest(server, 'GET', '/courses', { Cookie: cookies['ada-token'] ?? '' });
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('<title>Drawn · Lectern</title>');
    expect(page.body).not.toContain('<title>Lectern</title>');
    expect(page.body).toContain('<div id="root"><div aria-busy="true"><p>Hello Ada Reader and Ada Reader</p>');
    expect(page.body).toContain("<p>$' and $& and $` cost $$5</p>");
    expect(page.body).toContain('<script type="application/json" id="lectern-first-screen">["$&"]</script>');
    expect(page.body.match(/first-screen-boot/g)).toHaveLength(1);
    // The session came with the drawing; the app's entry waits for the first paint (public/first-screen-boot.js).
    expect(page.body).not.toContain('/lectern/session');
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/app-abc.js">');
    expect(page.body).toContain('<script defer src="/first-screen-boot.js" data-entry="/assets/app-abc.js"></script>');
    expect(page.body).not.toContain('<script type="module"');
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

  it('sends the plain document when the render takes too long', async () => {
    // The render never finishes: the document goes out once the server stops waiting for it.
    const page = await rawRequest(server, 'GET', '/slow', { Cookie: cookies['ada-token'] ?? '' });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
  });
});

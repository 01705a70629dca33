import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentAsWritten } from './fast-path';
import { isPlainPathAndQuery, rewrittenUrlHeader } from './links';
import { proxyOnSocket, startRecorder, type Answer, type Recorded } from './proxy-test-servers';
import { canvasTarget } from './upstream';

type Got = { status: number; headers: IncomingHttpHeaders; body: string };

/** One request on a real socket, as a browser at http://lectern.test sends it (the target as written, unparsed). */
function send(proxyUrl: string, method: string, target: string, headers: Record<string, string> = {}, body = ''): Promise<Got> {
  return new Promise((resolve, reject) => {
    const { port } = new URL(proxyUrl);
    const out = request({ host: '127.0.0.1', port, method, path: target, headers: { Host: 'lectern.test', ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    out.on('error', reject).end(body);
  });
}

const cookieOf = (got: Got, name: string) => (got.headers['set-cookie'] ?? []).find((line) => line.startsWith(`${name}=`))?.split(';')[0] ?? '';

/** Canvas as the fast path meets it: a session's user, a paged list with Links (one to another host), a cookie of its own. */
function canvasAnswer(recorded: Recorded): Answer {
  if (recorded.url === '/api/v1/users/self') return { status: 200, body: JSON.stringify({ id: 7, name: 'Ada' }) };
  if (recorded.url === '/login/oauth2/token') {
    const renewed = recorded.body.includes('refresh_token');
    return { status: 200, body: JSON.stringify({ access_token: renewed ? 'new-token' : 'old-token', refresh_token: 'refresh', expires_in: 3600, user: { id: 7, name: 'Ada' } }) };
  }
  if (recorded.url === '/api/v1/courses/2') {
    return { status: 200, headers: { 'X-Frame-Options': 'DENY', Connection: 'keep-alive, X-Canvas-Hop', 'X-Canvas-Hop': '1', 'X-Request-Cost': '0.5' }, body: '{"id":2}' };
  }
  if (recorded.headers.authorization === 'Bearer old-token') return { status: 401, headers: { 'WWW-Authenticate': 'Bearer realm="canvas-lms"' }, body: '{"errors":[{"message":"Invalid access token."}]}' };
  return {
    status: 200,
    headers: {
      Link: `<${canvas.url}/api/v1/courses?page=2&per_page=1>; rel="next",<https://elsewhere.example/api/v1/courses?page=9>; rel="last"`,
      'Set-Cookie': '_normandy_session=canvas-only; path=/',
    },
    body: '[{"id":1}]',
  };
}

let canvas: Awaited<ReturnType<typeof startRecorder>>;
let other: Awaited<ReturnType<typeof startRecorder>>;
let proxy: Awaited<ReturnType<typeof proxyOnSocket>>;
let started: Server | undefined;
beforeAll(async () => {
  [canvas, other] = await Promise.all([startRecorder(canvasAnswer), startRecorder()]);
  proxy = await proxyOnSocket(canvas.url, { oauth: { clientId: '1', clientSecret: 'secret' } });
});
afterAll(async () => {
  await proxy.close();
  await Promise.all([canvas.close(), other.close()]);
});

/** A target as a client may write it: letters, the characters URL parsing treats specially, dots and escapes. */
function writtenTarget(random: () => number, start = '/api/v1/'): string {
  const pieces = ['a', 'Z', '9', '/', '.', '..', '%2e', '%2E', '%41', '%', '?', '&', '=', '[', ']', '#', ' ', '\\', '"', "'", '<', '>', '`', '{', '}', '^', '|', '~', '@', ':', ';', ',', '+', '*', '!', '$', '(', '-', '_', '\t', 'é'];
  let target = start;
  for (let n = Math.floor(random() * 12); n > 0; n--) target += pieces[Math.floor(random() * pieces.length)] ?? '';
  return target;
}

describe('which targets the fast path sends as written', () => {
  it('takes only targets URL parsing leaves unchanged, Canvas’s usual ones among them', () => {
    let seed = 22;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const usual = ['/api/v1/courses?per_page=100', '/api/v1/courses/1/users?include[]=avatar_url&enrollment_type[]=student&page=2', '/api/v1/users/self/profile', '/api/v1/courses/1/files?search_term=a%20b&sort=name'];
    const targets = [...usual, '/api/v1/./x', '/api/v1/a/../b', '/api/v1/%2e%2e/x', '/api/v1/x?', '/api/v1/x#y', '/api/v1/a b', ...Array.from({ length: 5000 }, () => writtenTarget(random))];
    const parsed = (target: string) => {
      const url = canvasTarget({ canvasUrl: 'https://canvas.test' }, target);
      return `${url.pathname}${url.search}`;
    };
    for (const target of targets) if (sentAsWritten(target)) expect(parsed(target)).toBe(target);
    expect(usual.filter((target) => !sentAsWritten(target))).toEqual([]);
    expect(targets.filter(sentAsWritten).length).toBeGreaterThan(500);
  });

  it('moves a Link on Canvas’s host to Lectern’s origin with the path and query URL parsing gives it', () => {
    let seed = 23;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const paths = ['/api/v1/courses?page=bookmark:WzEsMl0&per_page=100', '//x', '/a/./b', ...Array.from({ length: 5000 }, () => writtenTarget(random, '/'))];
    // A '>' would end the Link entry itself.
    for (const path of paths.filter((written) => !written.includes('>'))) {
      const parsed = new URL(`https://canvas.test${path}`);
      const link = rewrittenUrlHeader('link', `<https://canvas.test${path}>; rel="next"`, 'https://canvas.test', () => 'http://lectern.test');
      expect(link).toBe(`<http://lectern.test${parsed.pathname}${parsed.search}>; rel="next"`);
    }
    expect(paths.filter(isPlainPathAndQuery).length).toBeGreaterThan(500);
  });
});

describe('a GET of /api/v1 on a real socket, answered before Hono', () => {
  it('goes out with the session cookie’s token, never the cookie, and comes back with Links on Lectern’s origin and the security headers', async () => {
    const signIn = await send(proxy.url, 'POST', '/lectern/session', { 'Content-Type': 'application/json' }, '{"access_token":"pasted-token"}');
    const cookie = cookieOf(signIn, 'lectern_session');
    expect(cookie).not.toBe('');
    const got = await send(proxy.url, 'GET', '/api/v1/courses?per_page=1', { Cookie: cookie, 'X-CSRF-Token': 'x', Origin: 'https://evil.example' });
    expect([got.status, got.body]).toEqual([200, '[{"id":1}]']);
    expect(got.headers.link).toBe('<http://lectern.test/api/v1/courses?page=2&per_page=1>; rel="next"');
    expect(got.headers['set-cookie']).toBeUndefined();
    expect(got.headers['content-security-policy']).toContain("default-src 'self'");
    expect(got.headers['x-frame-options']).toBe('SAMEORIGIN');
    const seen = canvas.requests.at(-1);
    expect(seen?.headers.authorization).toBe('Bearer pasted-token');
    for (const name of ['cookie', 'x-csrf-token', 'origin']) expect(seen?.headers[name]).toBeUndefined();
  });

  it('keeps Canvas’s own value of a security header, once, and drops a header Canvas’s Connection names', async () => {
    const got = await send(proxy.url, 'GET', '/api/v1/courses/2', { Authorization: 'Bearer client-token' });
    expect([got.status, got.body]).toEqual([200, '{"id":2}']);
    expect(got.headers['x-frame-options']).toBe('DENY');
    expect(got.headers['x-canvas-hop']).toBeUndefined();
    expect(got.headers['x-request-cost']).toBe('0.5');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends a target that names another host only to Canvas, and an API client’s own Authorization with it', async () => {
    const before = canvas.requests.length;
    const got = await send(proxy.url, 'GET', `${other.url}/api/v1/courses?per_page=1`, { Authorization: 'Bearer client-token' });
    expect(got.status).toBe(200);
    expect(other.requests).toHaveLength(0);
    expect(canvas.requests.slice(before).map((seen) => [seen.url, seen.headers.authorization])).toEqual([['/api/v1/courses?per_page=1', 'Bearer client-token']]);
  });

  it('still renews an OAuth2 token Canvas refuses before its time, and hands the browser the renewed cookie', async () => {
    const start = await send(proxy.url, 'GET', '/lectern/oauth/start');
    const state = new URL(start.headers.location ?? '').searchParams.get('state') ?? '';
    const callback = await send(proxy.url, 'GET', `/lectern/oauth/callback?code=c&state=${state}`, { Cookie: cookieOf(start, 'lectern_oauth') });
    const cookie = cookieOf(callback, 'lectern_session');
    expect(cookie).not.toBe('');
    const got = await send(proxy.url, 'GET', '/api/v1/courses?per_page=1', { Cookie: cookie });
    expect([got.status, got.body]).toEqual([200, '[{"id":1}]']);
    expect(cookieOf(got, 'lectern_session')).not.toBe('');
    expect(canvas.requests.at(-1)?.headers.authorization).toBe('Bearer new-token');
  });

  it('ends the call to Canvas when the caller hangs up mid-answer, keeps serving, and answers a Canvas that is gone with a Canvas-shaped 502', async () => {
    const canvasSawClose = new Promise<void>((resolve) => {
      const halfAnswering = createServer((_req, res) => {
        res.once('close', () => resolve());
        res.writeHead(200, { 'Content-Type': 'application/json' }).write('[{"id":1},');
      });
      started = halfAnswering.listen(0, '127.0.0.1');
    });
    await new Promise((resolve) => started?.once('listening', resolve));
    const halfUrl = `http://127.0.0.1:${(started?.address() as AddressInfo).port}`;
    const front = await proxyOnSocket(halfUrl);
    request(`${front.url}/api/v1/courses`, (res) => res.once('data', () => res.destroy())).on('error', () => undefined).end();
    await canvasSawClose;
    started?.closeAllConnections();
    await new Promise((resolve) => started?.close(resolve));
    const got = await send(front.url, 'GET', '/api/v1/courses');
    await front.close();
    expect([got.status, JSON.parse(got.body)]).toEqual([502, { errors: [{ message: 'Canvas could not be reached.' }] }]);
    expect(got.headers['x-content-type-options']).toBe('nosniff');
  });
});

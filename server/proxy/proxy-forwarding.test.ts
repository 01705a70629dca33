import { describe, expect, it, vi } from 'vitest';
import { LECTERN, proxyFor, schoolBehindProxy, startRecorder, startSchoolCanvas } from './proxy-test-servers';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
/** As a browser sends JSON: with its length, which the sign-in route reads before the body. */
const jsonBody = (body: unknown, headers: Record<string, string> = {}) => {
  const text = JSON.stringify(body);
  return { headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(text)), ...headers }, body: text };
};
const nextLink = (link: string | null) => /<([^>]*)>; rel="next"/.exec(link ?? '')?.[1];

describe('the proxy in front of a real embedded Canvas', () => {
  const { canvas, proxy } = schoolBehindProxy();

  it('pages /api/v1/courses through rewritten Links that never name the Canvas host, with no duplicates', async () => {
    const direct = await fetch(`${canvas.url}/api/v1/courses?per_page=2`, { headers: bearer('demo-teacher') });
    expect(direct.headers.get('link')).toContain(canvas.url);
    const ids: unknown[] = [];
    let path: string | undefined = '/api/v1/courses?per_page=2';
    let pages = 0;
    while (path) {
      const response = await proxy.request(path, { headers: bearer('demo-teacher') });
      expect(response.status).toBe(200);
      const link = response.headers.get('link') ?? '';
      expect(link).not.toContain(canvas.url);
      expect(link).toContain(`<${LECTERN}/api/v1/courses?`);
      ids.push(...((await response.json()) as Array<{ id: unknown }>).map((course) => course.id));
      const next = nextLink(link);
      path = next?.slice(LECTERN.length);
      pages += 1;
    }
    expect(pages).toBeGreaterThan(2);
    expect(new Set(ids).size).toBe(ids.length);
    let all = 0;
    for (let url: string | undefined = `${canvas.url}/api/v1/courses?per_page=100`; url; ) {
      const page = await fetch(url, { headers: bearer('demo-teacher') });
      all += ((await page.json()) as unknown[]).length;
      url = nextLink(page.headers.get('link'));
    }
    expect(ids.length).toBe(all);
  });

  it('passes statuses, error bodies and the rate-limit headers through unchanged', async () => {
    for (const [path, headers] of [
      ['/api/v1/courses/999999', bearer('demo-teacher')],
      ['/api/v1/courses', {}],
      ['/api/v1/courses', bearer('not-a-token')],
    ] as const) {
      const direct = await fetch(`${canvas.url}${path}`, { headers });
      const proxied = await proxy.request(path, { headers });
      expect(proxied.status).toBe(direct.status);
      expect(await proxied.text()).toBe(await direct.text());
      expect(proxied.headers.get('www-authenticate')).toBe(direct.headers.get('www-authenticate'));
    }
    const ok = await proxy.request('/api/v1/users/self', { headers: bearer('demo-teacher') });
    expect(ok.headers.get('x-rate-limit-remaining')).toBe('700.0');
    expect(ok.headers.get('x-request-cost')).toBe('0.0');
  });

  it('renames a course with a signed-in session: JSON body streamed, CSRF header required', async () => {
    const signIn = await proxy.request('/lectern/session', { method: 'POST', ...jsonBody({ access_token: 'demo-teacher' }) });
    expect(signIn.status).toBe(200);
    const { csrf_token: csrf, user } = (await signIn.json()) as { csrf_token: string; user: { name: string } };
    expect(user.name).toBe('Rafael Mendoza');
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const courses = (await (await proxy.request('/api/v1/courses', { headers: { Cookie: cookie } })).json()) as Array<{ id: number }>;
    const id = courses[0]?.id;
    const rename = (headers: Record<string, string>) =>
      proxy.request(`/api/v1/courses/${id}`, {
        method: 'PUT',
        headers: { Cookie: cookie, 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ course: { name: 'Renamed through the proxy' } }),
      });
    expect((await rename({})).status).toBe(422);
    const renamed = await rename({ 'X-CSRF-Token': csrf });
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as { name: string }).name).toBe('Renamed through the proxy');
  });

  it('writes Links for the address the client used: forwarded scheme and host only behind a trusted proxy', async () => {
    const forwarded = { ...bearer('demo-teacher'), 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'lectern.school.edu' };
    const trusted = await proxyFor(canvas.url, { trustProxy: true }).request('/api/v1/courses?per_page=1', { headers: forwarded });
    expect(trusted.headers.get('link')).toContain('<https://lectern.school.edu/api/v1/courses?');
    const untrusted = await proxy.request('/api/v1/courses?per_page=1', { headers: forwarded });
    expect(untrusted.headers.get('link')).toContain(`<${LECTERN}/api/v1/courses?`);
    expect(untrusted.headers.get('link')).not.toContain('school.edu');
  });

  it('answers a pasted token Canvas refuses with Canvas 401 body, and sets no cookie', async () => {
    const response = await proxy.request('/lectern/session', { method: 'POST', ...jsonBody({ access_token: 'wrong' }) });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ errors: [{ message: 'Invalid access token.' }] });
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});

describe('the proxy in front of a throttling Canvas', () => {
  it('passes the rate-limit headers and Canvas plain-text 403 through as they are', async () => {
    const canvas = await startSchoolCanvas({ rateLimit: { bucket: 100, upFrontCost: 60, outflowPerSecond: 0, costPerRequest: 60 } });
    try {
      const proxy = proxyFor(canvas.url);
      const first = await proxy.request('/api/v1/users/self', { headers: bearer('demo-teacher') });
      expect(first.status).toBe(200);
      expect(Number(first.headers.get('x-rate-limit-remaining'))).toBeLessThan(100);
      expect(first.headers.get('x-request-cost')).not.toBeNull();
      const throttled = await proxy.request('/api/v1/users/self', { headers: bearer('demo-teacher') });
      expect(throttled.status).toBe(403);
      expect(throttled.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await throttled.text()).toBe('403 Forbidden (Rate Limit Exceeded)\n');
      expect(throttled.headers.get('x-rate-limit-remaining')).not.toBeNull();
    } finally {
      await canvas.close();
    }
  });
});

describe('the proxy in front of a Canvas stand-in', () => {
  it('drops Links to other hosts and never forwards Canvas cookies, Lectern cookies, CSRF tokens or the caller origin', async () => {
    const foreign = await startRecorder();
    const stand = await startRecorder((request) =>
      request.url === '/api/v1/users/self'
        ? { status: 200, body: JSON.stringify({ id: 7, name: 'Sam' }) }
        : {
            status: 200,
            body: '[]',
            headers: {
              Link: `<${canvasUrl()}/api/v1/x?page=2>; rel="next",<${foreign.url}/api/v1/x?page=1>; rel="first"`,
              'Set-Cookie': 'canvas_session=abc; path=/',
            },
          },
    );
    const canvasUrl = () => stand.url;
    try {
      const proxy = proxyFor(stand.url);
      const signIn = await proxy.request('/lectern/session', { method: 'POST', ...jsonBody({ access_token: 'secret-token' }) });
      const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const { csrf_token: csrf } = (await signIn.json()) as { csrf_token: string };
      const before = stand.requests.length;
      const forged = await proxy.request('/api/v1/x', { method: 'PUT', headers: { Cookie: cookie }, body: 'a=1' });
      expect(forged.status).toBe(422);
      expect(stand.requests.length).toBe(before);
      const response = await proxy.request('/api/v1/x?search_term=a%20b&include[]=c', {
        method: 'POST',
        headers: { Cookie: cookie, 'X-CSRF-Token': csrf, Origin: 'https://evil.example', Referer: 'https://evil.example/x', 'Content-Type': 'application/json' },
        body: '{"a":1}',
      });
      expect(response.headers.get('link')).toBe(`<${LECTERN}/api/v1/x?page=2>; rel="next"`);
      expect(response.headers.get('set-cookie')).toBeNull();
      const seen = stand.requests.at(-1);
      expect(seen?.url).toBe('/api/v1/x?search_term=a%20b&include[]=c');
      expect(seen?.body).toBe('{"a":1}');
      expect(seen?.headers.authorization).toBe('Bearer secret-token');
      for (const name of ['cookie', 'x-csrf-token', 'origin', 'referer']) expect(seen?.headers[name]).toBeUndefined();
      expect(foreign.requests).toEqual([]);
    } finally {
      await Promise.all([foreign.close(), stand.close()]);
    }
  });

  it('rewrites a redirect to the Canvas host and leaves one to another host alone, following neither', async () => {
    const stand = await startRecorder((request) =>
      request.url === '/api/v1/here'
        ? { status: 302, headers: { Location: `${canvasUrl()}/api/v1/there?x=1` } }
        : { status: 303, headers: { Location: 'https://files.example.net/blob?sig=1' } },
    );
    const canvasUrl = () => stand.url;
    try {
      const proxy = proxyFor(stand.url);
      const here = await proxy.request('/api/v1/here', { headers: bearer('t') });
      expect(here.status).toBe(302);
      expect(here.headers.get('location')).toBe(`${LECTERN}/api/v1/there?x=1`);
      const away = await proxy.request('/api/v1/away', { headers: bearer('t') });
      expect(away.status).toBe(303);
      expect(away.headers.get('location')).toBe('https://files.example.net/blob?sig=1');
      expect(stand.requests.map((request) => request.url)).toEqual(['/api/v1/here', '/api/v1/away']);
    } finally {
      await stand.close();
    }
  });

  it('answers 504 when Canvas does not answer in time and 502 when it cannot be reached', async () => {
    const { createServer } = await import('node:http');
    let heard: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => (heard = resolve));
    const silent = createServer(() => heard()).listen(0, '127.0.0.1');
    await new Promise((resolve) => silent.once('listening', resolve));
    const port = (silent.address() as { port: number }).port;
    // The deadline's own clock is faked: the test moves it past the deadline once Canvas has the request.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const slow = proxyFor(`http://127.0.0.1:${port}`, { upstreamTimeoutMs: 30_000 });
      const answer = slow.request('/api/v1/courses');
      await asked;
      vi.advanceTimersByTime(30_000);
      const timedOut = await answer;
      expect(timedOut.status).toBe(504);
      expect(await timedOut.json()).toEqual({ errors: [{ message: 'Canvas did not answer in time.' }] });
    } finally {
      vi.useRealTimers();
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
    const gone = await proxyFor(`http://127.0.0.1:${port}`).request('/api/v1/courses');
    expect(gone.status).toBe(502);
  });
});

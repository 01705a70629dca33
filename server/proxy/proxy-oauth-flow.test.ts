import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { consentFields } from '../test/oauth2-world';
import { inAppPath } from './oauth-client';
import { LECTERN, proxyFor, startSchoolCanvas } from './proxy-test-servers';

const CALLBACK = `${LECTERN}/lectern/oauth/callback`;
const json = (body: unknown) => {
  const text = JSON.stringify(body);
  return { headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(text)) }, body: text };
};
const firstCookie = (response: Response) => (response.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';

/** The browser's Lectern cookies, updated from each answer. */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    take(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [name = '', value = ''] = (line.split(';')[0] ?? '').split('=');
        if (value === '' || /max-age=0/i.test(line)) cookies.delete(name);
        else cookies.set(name, value);
      }
      return response;
    },
    has: (name: string) => cookies.has(name),
  };
}

describe('Sign in with Canvas through the proxy, against the embedded server as the OAuth2 provider', () => {
  let canvas: Awaited<ReturnType<typeof startSchoolCanvas>>;
  let proxy: ReturnType<typeof proxyFor>;
  let keyId = 0;
  let canvasCookie = '';
  beforeAll(async () => {
    canvas = await startSchoolCanvas();
    const admin = { Authorization: 'Bearer demo-admin' };
    const accounts = (await (await fetch(`${canvas.url}/api/v1/accounts`, { headers: admin })).json()) as Array<{ id: number }>;
    const created = await fetch(`${canvas.url}/api/v1/accounts/${accounts[0]?.id}/developer_keys`, {
      method: 'POST',
      headers: { ...admin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ developer_key: { name: 'Lectern', redirect_uris: CALLBACK } }),
    });
    const key = (await created.json()) as { id: number; api_key: string };
    keyId = key.id;
    proxy = proxyFor(canvas.url, { oauth: { clientId: String(key.id), clientSecret: key.api_key } });
    // The teacher is signed in at Canvas itself, as a browser would be when Canvas asks for approval.
    canvasCookie = firstCookie(await fetch(`${canvas.url}/lectern/session`, { method: 'POST', ...json({ access_token: 'demo-teacher' }) }));
  });
  afterAll(() => canvas.close());
  afterEach(() => vi.useRealTimers());

  /** start → Canvas authorize page → Authorize → the callback, as the browser follows the redirects. */
  async function signIn(jar: ReturnType<typeof cookieJar>, answer: 'accept' | 'deny' = 'accept', redirect = '/courses') {
    const start = jar.take(await proxy.request(`/lectern/oauth/start?redirect=${encodeURIComponent(redirect)}`));
    const consent = await fetch(start.headers.get('location') ?? '', { headers: { Cookie: canvasCookie } });
    expect(consent.status).toBe(200);
    const approved = await fetch(`${canvas.url}/login/oauth2/${answer}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: canvasCookie },
      body: new URLSearchParams(consentFields(await consent.text())).toString(),
    });
    const back = approved.headers.get('location') ?? '';
    expect(back.startsWith(`${CALLBACK}?`)).toBe(true);
    return jar.take(await proxy.request(back.slice(LECTERN.length), { headers: { Cookie: jar.header() } }));
  }

  const activeTokens = () =>
    canvas.db
      .prepare<[number], { n: number }>(`SELECT count(*) AS n FROM access_tokens WHERE developer_key_id = ? AND workflow_state = 'active'`)
      .get(keyId)?.n;

  it('signs in, calls the API, renews an expired token transparently and deletes it at sign-out', async () => {
    const jar = cookieJar();
    const callback = await signIn(jar);
    expect(callback.headers.get('location')).toBe('/courses');
    const session = (await (await proxy.request('/lectern/session', { headers: { Cookie: jar.header() } })).json()) as {
      user: { name: string };
      method: string;
      csrf_token: string;
    };
    expect(session).toMatchObject({ user: { name: 'Rafael Mendoza' }, method: 'oauth' });
    const me = await proxy.request('/api/v1/users/self', { headers: { Cookie: jar.header() } });
    expect(((await me.json()) as { name: string }).name).toBe('Rafael Mendoza');

    // Canvas expires the token early: the proxy refreshes once and repeats the call, and the user notices nothing.
    canvas.db.prepare(`UPDATE access_tokens SET expires_at = '2020-01-01T00:00:00Z' WHERE developer_key_id = ?`).run(keyId);
    const renewed = jar.take(await proxy.request('/api/v1/courses', { headers: { Cookie: jar.header() } }));
    expect(renewed.status).toBe(200);
    expect(renewed.headers.getSetCookie().some((line) => line.startsWith('lectern_session='))).toBe(true);

    expect(activeTokens()).toBe(1);
    const signOut = jar.take(
      await proxy.request('/lectern/session', { method: 'DELETE', headers: { Cookie: jar.header(), 'X-CSRF-Token': session.csrf_token } }),
    );
    expect(signOut.status).toBe(200);
    expect(activeTokens()).toBe(0);
    expect(jar.has('lectern_session')).toBe(false);
  });

  it('renews a token about to expire before the call goes out', async () => {
    const jar = cookieJar();
    await signIn(jar);
    const issued = canvas.db.prepare<[number], { expires_at: string }>(`SELECT expires_at FROM access_tokens WHERE developer_key_id = ? AND workflow_state = 'active'`).get(keyId);
    // 30 s before the hour is up (both servers share this clock): still valid at Canvas, inside the proxy's margin.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(issued?.expires_at ?? '') - 30_000 });
    const response = jar.take(await proxy.request('/api/v1/users/self', { headers: { Cookie: jar.header() } }));
    expect(response.status).toBe(200);
    const after = canvas.db.prepare<[number], { expires_at: string }>(`SELECT expires_at FROM access_tokens WHERE developer_key_id = ? AND workflow_state = 'active'`).get(keyId);
    expect(Date.parse(after?.expires_at ?? '')).toBeGreaterThan(Date.parse(issued?.expires_at ?? ''));
    expect(response.headers.getSetCookie().some((line) => line.startsWith('lectern_session='))).toBe(true);
    canvas.db.prepare(`UPDATE access_tokens SET workflow_state = 'deleted' WHERE developer_key_id = ?`).run(keyId);
  });

  it('shares one refresh among requests sent together, so no cookie is left holding a token Canvas replaced', async () => {
    const jar = cookieJar();
    await signIn(jar);
    const csrf = ((await (await proxy.request('/lectern/session', { headers: { Cookie: jar.header() } })).json()) as { csrf_token: string }).csrf_token;
    const courses = (await (await proxy.request('/api/v1/courses', { headers: { Cookie: jar.header() } })).json()) as Array<{ id: number }>;
    const issued = canvas.db.prepare<[number], { expires_at: string }>(`SELECT expires_at FROM access_tokens WHERE developer_key_id = ? AND workflow_state = 'active'`).get(keyId);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(issued?.expires_at ?? '') - 30_000 });
    const together = await Promise.all(Array.from({ length: 4 }, async () => proxy.request('/api/v1/users/self', { headers: { Cookie: jar.header() } })));
    expect(together.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    // Each answer's cookie must work for a change, which is not retried after a 401 (its body is gone).
    for (const response of together) {
      const cookie = (response.headers.getSetCookie().find((line) => line.startsWith('lectern_session=')) ?? '').split(';')[0] ?? '';
      const rename = json({ course: { name: 'Biology 101' } });
      const renamed = await proxy.request(`/api/v1/courses/${courses[0]?.id}`, {
        method: 'PUT',
        body: rename.body,
        headers: { ...rename.headers, Cookie: cookie, 'X-CSRF-Token': csrf },
      });
      expect(renamed.status).toBe(200);
    }
    canvas.db.prepare(`UPDATE access_tokens SET workflow_state = 'deleted' WHERE developer_key_id = ?`).run(keyId);
  });

  it('sends the browser to Canvas with a state it checks on the way back', async () => {
    const jar = cookieJar();
    const start = jar.take(await proxy.request('/lectern/oauth/start?redirect=//evil.example'));
    const authorize = new URL(start.headers.get('location') ?? '');
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${canvas.url}/login/oauth2/auth`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({ client_id: String(keyId), response_type: 'code', redirect_uri: CALLBACK });
    expect(start.headers.getSetCookie()[0]).toMatch(/^lectern_oauth=.*HttpOnly/);
    const forged = await proxy.request('/lectern/oauth/callback?code=c&state=guess', { headers: { Cookie: jar.header() } });
    expect(forged.headers.get('location')).toBe('/sign-in?oauth_error=state');
    const noCookie = await proxy.request(`/lectern/oauth/callback?code=c&state=${authorize.searchParams.get('state')}`);
    expect(noCookie.headers.get('location')).toBe('/sign-in?oauth_error=state');
  });

  it('returns only to a path inside the app (the whole rule: src/lib/safe-redirect.test.tsx)', () => {
    expect(inAppPath('/courses/1?x=1', LECTERN)).toBe('/courses/1?x=1');
    expect(inAppPath('/\t/evil.example/x', LECTERN)).toBe('/');
  });

  it.each(['/\t/evil.example/x', '/\n/evil.example/x', '/\r\n/evil.example/x'])(
    'signs in and lands on the app, never a 500, when the redirect was %j',
    async (hostile) => {
      const jar = cookieJar();
      const callback = await signIn(jar, 'accept', hostile);
      expect(callback.status).toBe(302);
      expect(callback.headers.get('location')).toBe('/');
      expect(jar.has('lectern_session')).toBe(true);
      canvas.db.prepare(`UPDATE access_tokens SET workflow_state = 'deleted' WHERE developer_key_id = ?`).run(keyId);
    },
  );

  it('signs the user out cleanly when Canvas no longer honours the refresh token', async () => {
    const jar = cookieJar();
    await signIn(jar);
    canvas.db.prepare(`UPDATE access_tokens SET workflow_state = 'deleted' WHERE developer_key_id = ?`).run(keyId);
    const refused = jar.take(await proxy.request('/api/v1/users/self', { headers: { Cookie: jar.header() } }));
    expect(refused.status).toBe(401);
    expect(jar.has('lectern_session')).toBe(false);
    expect((await proxy.request('/lectern/session', { headers: { Cookie: jar.header() } })).status).toBe(401);
  });

  it('comes back to the sign-in page when the user says no at Canvas', async () => {
    const jar = cookieJar();
    const callback = await signIn(jar, 'deny');
    expect(callback.headers.get('location')).toBe('/sign-in?oauth_error=access_denied');
    expect(jar.has('lectern_session')).toBe(false);
  });
});

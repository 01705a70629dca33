import { describe, expect, it } from 'vitest';
import { inAppPath } from './oauth-client';
import { LECTERN, proxyFor, startRecorder, type Answer, type Recorded } from './proxy-test-servers';

const oauth = { clientId: '10000000000001', clientSecret: 'key-secret' };

/** The browser's cookies for Lectern's origin, updated from each answer's Set-Cookie. */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    take(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const [name = '', value = ''] = pair.split('=');
        if (value === '' || /max-age=0/i.test(line)) cookies.delete(name);
        else cookies.set(name, value);
      }
      return response;
    },
    has: (name: string) => cookies.has(name),
  };
}

/**
 * A Canvas stand-in for the client's side of the flow: its token endpoint grants what the test says, and its API
 * accepts only the access token it issued last. (The embedded provider is tested in its own files.)
 */
async function startProvider(options: { expiresIn: number; laterExpiresIn?: number; refreshRefused?: () => boolean }) {
  let issued = 0;
  let current = '';
  const provider = await startRecorder((request: Recorded): Answer => {
    const form = new URLSearchParams(request.body);
    if (request.url === '/login/oauth2/token' && request.method === 'POST') {
      if (form.get('grant_type') === 'refresh_token' && options.refreshRefused?.()) return { status: 400, body: '{"error":"invalid_grant"}' };
      issued += 1;
      current = `access-${issued}`;
      const refresh = form.get('grant_type') === 'authorization_code' ? { refresh_token: 'refresh-1' } : {};
      return { status: 200, body: JSON.stringify({ access_token: current, token_type: 'Bearer', user: { id: 42, name: 'Jimi Hendrix' }, expires_in: issued === 1 ? options.expiresIn : (options.laterExpiresIn ?? options.expiresIn), ...refresh }) };
    }
    if (request.url === '/login/oauth2/token' && request.method === 'DELETE') return { status: 200, body: '{}' };
    if (request.headers.authorization !== `Bearer ${current}`) {
      return { status: 401, headers: { 'WWW-Authenticate': 'Bearer realm="canvas-lms"' }, body: '{"errors":[{"message":"Invalid access token."}]}' };
    }
    return { status: 200, body: '[]' };
  });
  return { ...provider, expire: () => void (current = 'expired-early') };
}

async function signIn(proxy: ReturnType<typeof proxyFor>, jar: ReturnType<typeof cookieJar>, redirect = '/courses') {
  const start = jar.take(await proxy.request(`/lectern/oauth/start?redirect=${encodeURIComponent(redirect)}`));
  const authorize = new URL(start.headers.get('location') ?? '');
  const state = authorize.searchParams.get('state') ?? '';
  return jar.take(await proxy.request(`/lectern/oauth/callback?code=the-code&state=${state}`, { headers: { Cookie: jar.header() } }));
}

describe('Sign in with Canvas (the OAuth2 client)', () => {
  it('sends the browser to Canvas authorize page with a state it checks on the way back', async () => {
    const provider = await startProvider({ expiresIn: 3600 });
    try {
      const proxy = proxyFor(provider.url, { oauth });
      const jar = cookieJar();
      const start = jar.take(await proxy.request('/lectern/oauth/start?redirect=/courses'));
      expect(start.status).toBe(302);
      const authorize = new URL(start.headers.get('location') ?? '');
      expect(`${authorize.origin}${authorize.pathname}`).toBe(`${provider.url}/login/oauth2/auth`);
      expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
        client_id: oauth.clientId,
        response_type: 'code',
        redirect_uri: `${LECTERN}/lectern/oauth/callback`,
      });
      expect(start.headers.getSetCookie()[0]).toMatch(/^lectern_oauth=.*HttpOnly/);

      const wrongState = await proxy.request('/lectern/oauth/callback?code=c&state=guess', { headers: { Cookie: jar.header() } });
      expect(wrongState.headers.get('location')).toBe('/sign-in?oauth_error=state');
      const denied = await proxy.request('/lectern/oauth/callback?error=access_denied&state=x');
      expect(denied.headers.get('location')).toBe('/sign-in?oauth_error=access_denied');
      expect(provider.requests).toEqual([]);
    } finally {
      await provider.close();
    }
  });

  it('exchanges the code, keeps the tokens in the cookie, refreshes before expiry and revokes on sign-out', async () => {
    const provider = await startProvider({ expiresIn: 30, laterExpiresIn: 3600 });
    try {
      const proxy = proxyFor(provider.url, { oauth });
      const jar = cookieJar();
      const callback = await signIn(proxy, jar);
      expect(callback.status).toBe(302);
      expect(callback.headers.get('location')).toBe('/courses');
      const exchange = new URLSearchParams(provider.requests[0]?.body);
      expect(Object.fromEntries(exchange)).toEqual({
        grant_type: 'authorization_code',
        redirect_uri: `${LECTERN}/lectern/oauth/callback`,
        code: 'the-code',
        client_id: oauth.clientId,
        client_secret: oauth.clientSecret,
      });
      const session = await proxy.request('/lectern/session', { headers: { Cookie: jar.header() } });
      const body = (await session.json()) as { user: unknown; method: string; csrf_token: string };
      expect(body).toMatchObject({ user: { id: 42, name: 'Jimi Hendrix' }, method: 'oauth' });
      expect(JSON.stringify(body)).not.toContain('access-1');

      // expires_in 30 s is inside the refresh margin: the call renews first, then goes out with the new token.
      const courses = jar.take(await proxy.request('/api/v1/courses', { headers: { Cookie: jar.header() } }));
      expect(courses.status).toBe(200);
      expect(new URLSearchParams(provider.requests[1]?.body).get('grant_type')).toBe('refresh_token');
      expect(provider.requests[2]?.headers.authorization).toBe('Bearer access-2');

      // Canvas refuses a token early (revoked, clock skew): one refresh and one retry of a bodiless request.
      provider.expire();
      const before = provider.requests.length;
      const retried = jar.take(await proxy.request('/api/v1/courses', { headers: { Cookie: jar.header() } }));
      expect(retried.status).toBe(200);
      expect(provider.requests.slice(before).map((request) => request.url)).toEqual(['/api/v1/courses', '/login/oauth2/token', '/api/v1/courses']);
      expect(provider.requests.at(-1)?.headers.authorization).toBe('Bearer access-3');

      const signOut = jar.take(
        await proxy.request('/lectern/session', { method: 'DELETE', headers: { Cookie: jar.header(), 'X-CSRF-Token': body.csrf_token } }),
      );
      expect(signOut.status).toBe(200);
      const revoke = provider.requests.at(-1);
      expect(revoke?.method).toBe('DELETE');
      expect(revoke?.url).toBe('/login/oauth2/token');
      expect(revoke?.headers.authorization).toMatch(/^Bearer access-/);
      expect(jar.has('lectern_session')).toBe(false);
    } finally {
      await provider.close();
    }
  });

  it('signs the user out cleanly when Canvas refuses the refresh', async () => {
    const provider = await startProvider({ expiresIn: 10, refreshRefused: () => true });
    try {
      const proxy = proxyFor(provider.url, { oauth });
      const jar = cookieJar();
      await signIn(proxy, jar);
      const before = provider.requests.length;
      const response = jar.take(await proxy.request('/api/v1/courses', { headers: { Cookie: jar.header() } }));
      expect(response.status).toBe(401);
      expect(((await response.json()) as { errors: Array<{ message: string }> }).errors[0]?.message).toBe('Expired access token.');
      expect(jar.has('lectern_session')).toBe(false);
      // The refresh was asked for; the API call never went out.
      expect(provider.requests.slice(before).map((request) => request.url)).toEqual(['/login/oauth2/token']);
      expect((await proxy.request('/lectern/session', { headers: { Cookie: jar.header() } })).status).toBe(401);
    } finally {
      await provider.close();
    }
  });

  it('returns only to a path inside the app', () => {
    expect(inAppPath('/courses/1?x=1')).toBe('/courses/1?x=1');
    for (const outside of ['//evil.example/x', '/\\evil.example', 'https://evil.example', '', undefined]) expect(inAppPath(outside)).toBe('/');
  });
});

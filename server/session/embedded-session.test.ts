import { describe, expect, it } from 'vitest';
import { createApp, type AppOptions } from '../app';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts';
import { createTestApp } from '../test/test-app';

const testApp = createTestApp();
const { data, db } = testApp;
const accountId = data.account();
const termId = data.term(accountId);
const teacher = data.user('Grace Hopper', 'teacher-token');
const course = data.course({ accountId, termId, name: 'Compilers' });
data.enroll(teacher, course, 'TeacherEnrollment');
data.user('Ada Okafor', 'demo-admin');
const revokedUser = data.user('Revoked Reader');
data.token(revokedUser, 'revoked-token', 'deleted');
const expiredUser = data.user('Expired Reader');
data.token(expiredUser, 'expired-token', 'active', '2020-01-01T00:00:00Z');

function appFrom(network: AppOptions['network'] = {}) {
  return createApp({
    db,
    dataDir: testApp.dataDir,
    demoAccounts: [...DEMO_ACCOUNTS],
    network: { clientAddress: () => '127.0.0.1', ...network },
  });
}
const app = appFrom();
const BASE = 'http://lectern.test';

const signIn = (token: string, target = app, headers: Record<string, string> = {}) =>
  target.request(`${BASE}/lectern/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ access_token: token }),
  });

/** The cookie pair (name=value) a response set. */
function cookieOf(response: Response): string {
  const header = response.headers.get('set-cookie') ?? '';
  return header.split(';')[0] ?? '';
}

async function signedIn(token = 'teacher-token') {
  const response = await signIn(token);
  const body = (await response.json()) as { csrf_token: string };
  return { cookie: cookieOf(response), csrf: body.csrf_token };
}

const courseName = () => db.prepare<[number], { name: string }>('SELECT name FROM courses WHERE id = ?').get(course.id)?.name;

const rename = (cookie: string, name: string, headers: Record<string, string> = {}) =>
  app.request(`${BASE}/api/v1/courses/${course.id}`, {
    method: 'PUT',
    headers: { Cookie: cookie, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ course: { name } }),
  });

describe('signing in with a pasted token', () => {
  it('sets an HttpOnly, SameSite=Lax cookie for the whole site and answers the session', async () => {
    const response = await signIn('teacher-token');
    expect(response.status).toBe(200);
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^lectern_session=[\w-]+;/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toContain('Secure');
    expect(setCookie).not.toContain('teacher-token');
    const body = (await response.json()) as { user: unknown; csrf_token: string; method: string };
    expect(body.user).toEqual({ id: teacher, name: 'Grace Hopper' });
    expect(body.method).toBe('token');
    expect(body.csrf_token.length).toBeGreaterThanOrEqual(32);
  });

  it('marks the cookie Secure when a trusted proxy says the page came over https', async () => {
    const response = await signIn('teacher-token', appFrom({ trustProxy: true }), { 'X-Forwarded-Proto': 'https' });
    expect(response.headers.get('set-cookie')).toContain('Secure');
  });

  it('says which kind of session a demo account is', async () => {
    const response = await signIn('demo-admin');
    expect(await response.json()).toMatchObject({ method: 'demo', user: { name: 'Ada Okafor' } });
  });

  it.each([
    ['no-such-token', { errors: [{ message: 'Invalid access token.' }] }],
    ['revoked-token', { errors: [{ message: 'Revoked access token.' }] }],
    ['expired-token', { errors: [{ message: 'Expired access token.', expired_at: '2020-01-01T00:00:00Z' }] }],
  ])('refuses %s with the API\'s 401 and sets no cookie', async (token, expected) => {
    const response = await signIn(token);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(expected);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('refuses a demo token from another machine', async () => {
    const response = await signIn('demo-admin', appFrom({ clientAddress: () => '203.0.113.7' }));
    expect(response.status).toBe(401);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it.each([
    ['not JSON', 'application/json', 'access_token=teacher-token'],
    ['a form post', 'text/plain', JSON.stringify({ access_token: 'teacher-token' })],
    ['too large', 'application/json', JSON.stringify({ access_token: 'teacher-token', pad: 'x'.repeat(5000) })],
  ])('answers 400 to a body that is %s', async (_, type, body) => {
    const response = await app.request(`${BASE}/lectern/session`, { method: 'POST', headers: { 'Content-Type': type }, body });
    expect(response.status).toBe(400);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('offers demo accounts without anything secret beyond the published demo tokens', async () => {
    const body = (await (await app.request(`${BASE}/lectern/sign-in-options`)).json()) as Record<string, unknown>;
    expect(body).toEqual({ demo_accounts: DEMO_ACCOUNTS.map((account) => ({ ...account })), oauth: null });
    expect(JSON.stringify(body)).not.toContain('teacher-token');
  });
});

describe('the session cookie', () => {
  it('answers GET /lectern/session and authenticates API reads on its own', async () => {
    const { cookie, csrf } = await signedIn();
    const session = await app.request(`${BASE}/lectern/session`, { headers: { Cookie: cookie } });
    expect(await session.json()).toEqual({ user: { id: teacher, name: 'Grace Hopper' }, csrf_token: csrf, method: 'token' });
    const self = await app.request(`${BASE}/api/v1/users/self`, { headers: { Cookie: cookie } });
    expect(self.status).toBe(200);
    expect(await self.json()).toMatchObject({ id: teacher });
  });

  it('refuses a change without the CSRF header, or with a wrong one, and changes nothing', async () => {
    const { cookie } = await signedIn();
    const before = courseName();
    for (const headers of [{}, { 'X-CSRF-Token': 'guessed' }] as Record<string, string>[]) {
      const response = await rename(cookie, 'Hijacked', headers);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ errors: [{ message: 'Invalid authenticity token' }] });
    }
    expect(courseName()).toBe(before);
  });

  it('accepts a change that carries the session\'s CSRF token', async () => {
    const { cookie, csrf } = await signedIn();
    const response = await rename(cookie, 'Compilers II', { 'X-CSRF-Token': csrf });
    expect(response.status).toBe(200);
    expect(courseName()).toBe('Compilers II');
  });

  it('answers 401 to a tampered cookie', async () => {
    const { cookie } = await signedIn();
    // A character in the middle: the last one of base64url may carry only padding bits, which decoding ignores.
    const at = cookie.indexOf('=') + 20;
    const tampered = cookie.slice(0, at) + (cookie[at] === 'A' ? 'B' : 'A') + cookie.slice(at + 1);
    expect((await app.request(`${BASE}/api/v1/users/self`, { headers: { Cookie: tampered } })).status).toBe(401);
    expect((await app.request(`${BASE}/lectern/session`, { headers: { Cookie: tampered } })).status).toBe(401);
  });

  it('stops working, like the token, once the token is revoked', async () => {
    const user = data.user('Soon Revoked', 'soon-revoked');
    const { cookie } = await signedIn('soon-revoked');
    db.prepare("UPDATE access_tokens SET workflow_state = 'deleted' WHERE user_id = ?").run(user);
    const response = await app.request(`${BASE}/api/v1/users/self`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ errors: [{ message: 'Revoked access token.' }] });
  });

  it('lets an Authorization header win over the cookie, with no CSRF token needed', async () => {
    const { cookie } = await signedIn('demo-admin');
    const response = await app.request(`${BASE}/api/v1/users/self`, { headers: { Cookie: cookie, Authorization: 'Bearer teacher-token' } });
    expect(await response.json()).toMatchObject({ id: teacher });
    const renamed = await rename(cookie, 'By header', { Authorization: 'Bearer teacher-token' });
    expect(renamed.status).toBe(200);
  });
});

describe('signing out', () => {
  it('needs the CSRF token, clears the cookie, and leaves the token working for API clients', async () => {
    const { cookie, csrf } = await signedIn();
    const refused = await app.request(`${BASE}/lectern/session`, { method: 'DELETE', headers: { Cookie: cookie } });
    expect(refused.status).toBe(422);
    const response = await app.request(`${BASE}/lectern/session`, {
      method: 'DELETE',
      headers: { Cookie: cookie, 'X-CSRF-Token': csrf },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/^lectern_session=;.*Max-Age=0/);
    expect((await testApp.get('/api/v1/users/self', 'teacher-token')).status).toBe(200);
  });
});

describe('a copied cookie', () => {
  it('is refused everywhere once its session signs out, while another session of the same user goes on', async () => {
    const { cookie, csrf } = await signedIn();
    const other = await signedIn();
    const copy = cookie;
    const out = await app.request(`${BASE}/lectern/session`, { method: 'DELETE', headers: { Cookie: cookie, 'X-CSRF-Token': csrf } });
    expect(out.status).toBe(200);
    expect((await app.request(`${BASE}/api/v1/users/self`, { headers: { Cookie: copy } })).status).toBe(401);
    expect((await app.request(`${BASE}/lectern/session`, { headers: { Cookie: copy } })).status).toBe(401);
    expect((await app.request(`${BASE}/files/999999/download`, { headers: { Cookie: copy } })).status).toBe(401);
    expect((await app.request(`${BASE}/api/v1/users/self`, { headers: { Cookie: other.cookie } })).status).toBe(200);
  });

  it('of an ended session, or one the server has no record of, is no session at all', async () => {
    const { cookie } = await signedIn();
    db.prepare('DELETE FROM browser_sessions').run();
    expect((await app.request(`${BASE}/api/v1/users/self`, { headers: { Cookie: cookie } })).status).toBe(401);
  });
});

describe('file downloads', () => {
  it('accept the cookie, since <img> and <video> previews send cookies rather than headers', async () => {
    const { cookie } = await signedIn();
    const missing = await app.request(`${BASE}/files/999999/download`, { headers: { Cookie: cookie } });
    expect(missing.status).toBe(404);
    expect((await app.request(`${BASE}/files/999999/download`)).status).toBe(401);
  });
});

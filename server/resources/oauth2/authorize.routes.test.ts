import axe from 'axe-core';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { APP_REDIRECT, consentFields, formBody, oauth2World, sessionCookie } from '../../test/oauth2-world';

const query = (fields: Record<string, string>) => new URLSearchParams({ response_type: 'code', redirect_uri: APP_REDIRECT, state: 's1', ...fields });

/** axe's structural rules (labels, headings, lang, landmarks); colour contrast needs a real browser's layout. */
async function axeViolations(html: string) {
  const dom = new JSDOM(html, { runScripts: 'outside-only' });
  dom.window.eval(axe.source);
  const run = (dom.window as unknown as { axe: typeof axe }).axe.run;
  const results = await run(dom.window.document, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((v) => `${v.id}: ${v.help}`);
}

describe('GET /login/oauth2/auth', () => {
  it('sends a signed-out browser to sign in, coming back to this same request afterwards', async () => {
    const { app, key } = await oauth2World();
    const path = `/login/oauth2/auth?${query({ client_id: String(key.id) })}`;
    const response = await app.request(path);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '', 'http://lectern.test');
    expect(location.pathname).toBe('/sign-in');
    expect(location.searchParams.get('redirect')).toBe(path);
  });

  it('treats a session whose token was revoked as signed out', async () => {
    const { app, key, world } = await oauth2World();
    app.data.token(world.student, 'revoked-token', 'deleted');
    const cookie = sessionCookie(app, { id: world.student, name: 'Sam Student' }, 'revoked-token');
    const response = await app.request(`/login/oauth2/auth?${query({ client_id: String(key.id) })}`, { headers: { Cookie: cookie } });
    expect(response.headers.get('location')).toMatch(/^\/sign-in\?redirect=/);
  });

  it('never redirects for an unknown app or an address the key does not list', async () => {
    const { app, key, teacherCookie } = await oauth2World();
    const unknown = await app.request(`/login/oauth2/auth?${query({ client_id: '999' })}`, { headers: { Cookie: teacherCookie } });
    expect(unknown.status).toBe(401);
    expect(unknown.headers.get('location')).toBeNull();
    expect(await unknown.text()).toContain('Unknown app');
    for (const redirect of ['https://evil.example.com/cb', 'https://sub.app.example.org/oauth/callback', `${APP_REDIRECT}/more`, '']) {
      const refused = await app.request(`/login/oauth2/auth?${query({ client_id: String(key.id), redirect_uri: redirect })}`, {
        headers: { Cookie: teacherCookie },
      });
      expect(refused.status).toBe(400);
      expect(refused.headers.get('location')).toBeNull();
      expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
    }
  });

  it('returns an unsupported response_type to the app as an error, with the state', async () => {
    const { app, key, teacherCookie } = await oauth2World();
    const response = await app.request(`/login/oauth2/auth?${query({ client_id: String(key.id), response_type: 'token' })}`, {
      headers: { Cookie: teacherCookie },
    });
    expect(response.status).toBe(302);
    const back = new URL(response.headers.get('location') ?? '');
    expect(back.searchParams.get('error')).toBe('unsupported_response_type');
    expect(back.searchParams.get('state')).toBe('s1');
  });

  it('names the app and the user, escaped, under a strict script-free policy, and passes axe', async () => {
    const { app, key, teacherCookie } = await oauth2World('<img src=x onerror=alert(1)> & "Sync"');
    const response = await app.request(`/login/oauth2/auth?${query({ client_id: String(key.id) })}`, { headers: { Cookie: teacherCookie } });
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).not.toContain('<img');
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Sync&quot;');
    expect(page).toContain('Terry Teacher');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("form-action 'self' https://app.example.org");
    expect(policy).not.toContain('script-src');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const dom = new JSDOM(page);
    const buttons = [...dom.window.document.querySelectorAll('button')].map((b) => b.textContent);
    expect(buttons).toEqual(['Authorize', 'Cancel']);
    expect(dom.window.document.querySelector('h1')?.textContent).toContain('Authorize <img');
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('POST /login/oauth2/accept', () => {
  it('refuses a form without the session’s CSRF token, or sent by another user', async () => {
    const { app, key, teacherCookie, world } = await oauth2World();
    const consent = await app.request(`/login/oauth2/auth?${query({ client_id: String(key.id) })}`, { headers: { Cookie: teacherCookie } });
    const fields = consentFields(await consent.text());
    const send = (body: Record<string, string>, cookie: string) =>
      app.request('/login/oauth2/accept', { ...formBody(body), headers: { ...formBody(body).headers, Cookie: cookie } });

    const noCsrf = await send({ authorization: fields.authorization ?? '' }, teacherCookie);
    expect(noCsrf.status).toBe(422);
    expect(noCsrf.headers.get('location')).toBeNull();
    const studentCookie = sessionCookie(app, { id: world.student, name: 'Sam Student' }, 'student-token', fields.csrf_token);
    expect((await send(fields, studentCookie)).status).toBe(422);
    expect((await send({ ...fields, authorization: 'tampered' }, teacherCookie)).status).toBe(422);
    expect((await send(fields, teacherCookie)).status).toBe(302);
    expect(app.db.prepare('SELECT COUNT(*) AS n FROM oauth_codes').get()).toEqual({ n: 1 });
  });
});

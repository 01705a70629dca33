import { describe, expect, it } from 'vitest';
import { APP_REDIRECT, consentFields, formBody, oauth2World, type DeveloperKeyBody } from '../../test/oauth2-world';
import type { TestApp } from '../../test/test-app';

const authorizePath = (key: DeveloperKeyBody, extra: Record<string, string> = {}) =>
  `/login/oauth2/auth?${new URLSearchParams({ client_id: String(key.id), response_type: 'code', redirect_uri: APP_REDIRECT, state: 'st-42', ...extra })}`;

/** Opens the consent page as the signed-in teacher and answers it with one of its two buttons. */
async function approve(app: TestApp, key: DeveloperKeyBody, cookie: string, answer: 'accept' | 'deny' = 'accept') {
  const consent = await app.request(authorizePath(key), { headers: { Cookie: cookie } });
  expect(consent.status).toBe(200);
  const fields = consentFields(await consent.text());
  const response = await app.request(`/login/oauth2/${answer}`, { ...formBody(fields), headers: { ...formBody(fields).headers, Cookie: cookie } });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') ?? '');
}

async function exchange(app: TestApp, fields: Record<string, string>) {
  const response = await app.request('/login/oauth2/token', formBody(fields));
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers };
}

describe('OAuth2 authorization-code flow', () => {
  it('gives the app a code at its address with the state echoed, and the code buys a working token once', async () => {
    const { app, key, teacherCookie, world } = await oauth2World();
    const back = await approve(app, key, teacherCookie);
    expect(`${back.origin}${back.pathname}`).toBe(APP_REDIRECT);
    expect(back.searchParams.get('state')).toBe('st-42');
    const code = back.searchParams.get('code') ?? '';
    const grant = { grant_type: 'authorization_code', client_id: String(key.id), client_secret: key.api_key, redirect_uri: APP_REDIRECT, code };

    const first = await exchange(app, grant);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      token_type: 'Bearer',
      user: { id: world.teacher, name: 'Terry Teacher', global_id: String(world.teacher), effective_locale: 'en' },
      expires_in: 3600,
    });
    expect(first.body.refresh_token).toEqual(expect.any(String));
    const me = await app.get('/api/v1/users/self', String(first.body.access_token));
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: world.teacher });

    const again = await exchange(app, grant);
    expect(again).toMatchObject({ status: 400, body: { error: 'invalid_grant', error_description: 'authorization_code not found' } });
  });

  it('answers Cancel with access_denied and the state, and no code', async () => {
    const { app, key, teacherCookie } = await oauth2World();
    const back = await approve(app, key, teacherCookie, 'deny');
    expect(Object.fromEntries(back.searchParams)).toEqual({ error: 'access_denied', state: 'st-42' });
  });

  it('refuses a wrong secret, another client, another redirect_uri and an unknown grant type', async () => {
    const { app, key, teacherCookie, world } = await oauth2World();
    const other = (await app.send('POST', `/api/v1/accounts/${world.accountId}/developer_keys`, 'admin-token', {
      developer_key: { name: 'Other', redirect_uris: [APP_REDIRECT] },
    })).body as DeveloperKeyBody;
    const code = (await approve(app, key, teacherCookie)).searchParams.get('code') ?? '';
    const grant = { grant_type: 'authorization_code', client_id: String(key.id), client_secret: key.api_key, code };

    const wrongSecret = await exchange(app, { ...grant, client_secret: 'nope' });
    expect(wrongSecret).toMatchObject({ status: 401, body: { error: 'invalid_client', error_description: 'invalid client' } });
    expect(wrongSecret.headers.get('www-authenticate')).toBe('Canvas OAuth 2.0');
    expect(await exchange(app, { ...grant, client_id: '999' })).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
    expect(await exchange(app, { ...grant, client_id: String(other.id), client_secret: other.api_key })).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'incorrect client' },
    });
    expect(await exchange(app, { ...grant, redirect_uri: 'https://other.example.org/cb' })).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect(await exchange(app, { ...grant, grant_type: 'password' })).toMatchObject({ status: 400, body: { error: 'unsupported_grant_type' } });
    // None of the refusals used the code up.
    expect((await exchange(app, grant)).status).toBe(200);
  });

  it('refreshes as Canvas does: a new access token on the same grant, the previous one ending at once', async () => {
    const { app, key, teacherCookie } = await oauth2World();
    const code = (await approve(app, key, teacherCookie)).searchParams.get('code') ?? '';
    const issued = (await exchange(app, { grant_type: 'authorization_code', client_id: String(key.id), client_secret: key.api_key, code })).body;
    const refresh = { grant_type: 'refresh_token', client_id: String(key.id), client_secret: key.api_key, refresh_token: String(issued.refresh_token) };

    const renewed = await exchange(app, refresh);
    expect(renewed.status).toBe(200);
    expect(renewed.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(renewed.body).not.toHaveProperty('refresh_token');
    expect(renewed.body.access_token).not.toBe(issued.access_token);
    expect((await app.get('/api/v1/users/self', String(renewed.body.access_token))).status).toBe(200);
    expect((await app.get('/api/v1/users/self', String(issued.access_token))).body).toEqual({ errors: [{ message: 'Invalid access token.' }] });
    // The refresh token stays the same and keeps working.
    expect((await exchange(app, refresh)).status).toBe(200);
    expect(await exchange(app, { ...refresh, refresh_token: 'unknown' })).toMatchObject({
      status: 400,
      body: { error: 'invalid_request', error_description: 'refresh_token not found' },
    });
  });

  it('refuses an expired access token with Canvas’s message, which a refresh then replaces', async () => {
    const { app, key, teacherCookie } = await oauth2World();
    const code = (await approve(app, key, teacherCookie)).searchParams.get('code') ?? '';
    const issued = (await exchange(app, { grant_type: 'authorization_code', client_id: String(key.id), client_secret: key.api_key, code })).body;
    app.db.prepare(`UPDATE access_tokens SET expires_at = '2020-01-01T00:00:00Z' WHERE developer_key_id = ?`).run(key.id);
    const expired = await app.get('/api/v1/users/self', String(issued.access_token));
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ errors: [{ message: 'Expired access token.' }] });
    const renewed = await exchange(app, { grant_type: 'refresh_token', client_id: String(key.id), client_secret: key.api_key, refresh_token: String(issued.refresh_token) });
    expect((await app.get('/api/v1/users/self', String(renewed.body.access_token))).status).toBe(200);
  });

  it('DELETE /login/oauth2/token revokes the token and its refresh token', async () => {
    const { app, key, teacherCookie } = await oauth2World();
    const code = (await approve(app, key, teacherCookie)).searchParams.get('code') ?? '';
    const issued = (await exchange(app, { grant_type: 'authorization_code', client_id: String(key.id), client_secret: key.api_key, code })).body;
    const token = String(issued.access_token);

    const deleted = await app.request('/login/oauth2/token', { method: 'DELETE', token });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({});
    expect((await app.get('/api/v1/users/self', token)).body).toEqual({ errors: [{ message: 'Revoked access token.' }] });
    const refused = await exchange(app, { grant_type: 'refresh_token', client_id: String(key.id), client_secret: key.api_key, refresh_token: String(issued.refresh_token) });
    expect(refused.status).toBe(400);
    expect((await app.request('/login/oauth2/token', { method: 'DELETE' })).status).toBe(401);
  });

  it('accepts the client credentials as HTTP Basic and a JSON body', async () => {
    const { app, key, teacherCookie } = await oauth2World();
    const code = (await approve(app, key, teacherCookie)).searchParams.get('code') ?? '';
    const response = await app.request('/login/oauth2/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Basic ${Buffer.from(`${key.id}:${key.api_key}`).toString('base64')}` },
      body: JSON.stringify({ grant_type: 'authorization_code', code }),
    });
    expect(response.status).toBe(200);
  });

  it('ends every token of a developer key that is deleted', async () => {
    const { app, key, teacherCookie } = await oauth2World();
    const code = (await approve(app, key, teacherCookie)).searchParams.get('code') ?? '';
    const issued = (await exchange(app, { grant_type: 'authorization_code', client_id: String(key.id), client_secret: key.api_key, code })).body;
    expect((await app.send('DELETE', `/api/v1/developer_keys/${key.id}`, 'admin-token')).status).toBe(200);
    expect((await app.get('/api/v1/users/self', String(issued.access_token))).status).toBe(401);
    const refresh = { grant_type: 'refresh_token', client_id: String(key.id), client_secret: key.api_key, refresh_token: String(issued.refresh_token) };
    expect(await exchange(app, refresh)).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
  });

  it('answers malformed token requests with 4xx, never a server error', async () => {
    const { app, key } = await oauth2World();
    const bodies: [string, string][] = [
      ['application/json', '{not json'],
      ['application/json', JSON.stringify({ grant_type: 'authorization_code', client_id: { nested: 1 }, code: ['a', 'b'] })],
      ['application/json', JSON.stringify({ grant_type: 'refresh_token', client_id: key.id, client_secret: key.api_key, refresh_token: 5 })],
      ['application/x-www-form-urlencoded', `grant_type=authorization_code&client_id=${key.id}&client_secret=x&code=${'a'.repeat(70_000)}`],
    ];
    for (const [type, body] of bodies) {
      const response = await app.request('/login/oauth2/token', { method: 'POST', headers: { 'Content-Type': type }, body });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
  });

  it('will not delete a shared demo token through DELETE /login/oauth2/token', async () => {
    const { app, world } = await oauth2World();
    app.db.prepare(`UPDATE access_tokens SET purpose = 'demo' WHERE user_id = ?`).run(world.teacher);
    const refused = await app.request('/login/oauth2/token', { method: 'DELETE', token: 'teacher-token' });
    expect(refused.status).toBe(400);
    expect((await app.get('/api/v1/users/self', 'teacher-token')).status).toBe(200);
  });
});

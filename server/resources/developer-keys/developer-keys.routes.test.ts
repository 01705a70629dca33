import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { developerKeyContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { createTestApp } from '../../test/test-app';
import { standardWorld } from '../../test/test-data';

function world() {
  const app = createTestApp();
  return { app, ...standardWorld(app.data) };
}

const create = (app: ReturnType<typeof world>['app'], accountId: number, developerKey: Record<string, unknown>, token = 'admin-token') =>
  app.send('POST', `/api/v1/accounts/${accountId}/developer_keys`, token, { developer_key: developerKey });

describe('developer keys', () => {
  it('creates a key whose id is the client_id and api_key the secret, with the redirect URIs one per line', async () => {
    const { app, accountId, admin } = world();
    const { status, body } = await create(app, accountId, { name: 'Lectern proxy', redirect_uris: ['https://a.example/cb', 'https://b.example/cb'], scopes: [] });
    expect(status).toBe(200);
    const key = expectContract(developerKeyContract, body);
    expect(key).toMatchObject({
      name: 'Lectern proxy',
      user_id: admin,
      user_name: 'Avery Admin',
      workflow_state: 'active',
      redirect_uris: 'https://a.example/cb\nhttps://b.example/cb',
      access_token_count: 0,
      account_name: 'Test University',
    });
    expect(key.api_key).toMatch(/^[\w-]{64}$/);
  });

  it('reads redirect_uris sent as one newline-separated string, as Canvas’s form sends them', async () => {
    const { app, accountId } = world();
    const { body } = await create(app, accountId, { name: 'Form', redirect_uris: 'https://a.example/cb\r\n\r\nhttps://b.example/cb\n' });
    expect(expectContract(developerKeyContract, body).redirect_uris).toBe('https://a.example/cb\nhttps://b.example/cb');
  });

  it('refuses a redirect URI that is not an absolute web address', async () => {
    const { app, accountId } = world();
    for (const bad of ['javascript:alert(1)', '/relative', 'https://a.example/cb#frag']) {
      const { status, body } = await create(app, accountId, { name: 'Bad', redirect_uris: bad });
      expect(status).toBe(400);
      expect(body).toMatchObject({ errors: { redirect_uris: [{ attribute: 'redirect_uris', type: 'invalid' }] } });
    }
    expect((await app.get(`/api/v1/accounts/${accountId}/developer_keys`, 'admin-token')).body).toEqual([]);
  });

  it('lists the account’s keys newest first, paginated, and updates and deletes them', async () => {
    const { app, accountId } = world();
    for (const name of ['One', 'Two', 'Three']) await create(app, accountId, { name, redirect_uris: 'https://a.example/cb' });
    const page = await app.get(`/api/v1/accounts/${accountId}/developer_keys?per_page=2`, 'admin-token');
    const keys = expectContract(z.array(developerKeyContract), page.body);
    expect(keys.map((k) => k.name)).toEqual(['Three', 'Two']);
    expect(page.headers.get('link')).toContain('rel="next"');

    const [three] = keys;
    const updated = await app.send('PUT', `/api/v1/developer_keys/${three?.id}`, 'admin-token', { developer_key: { name: 'Renamed', notes: 'for the proxy' } });
    expect(expectContract(developerKeyContract, updated.body)).toMatchObject({ name: 'Renamed', notes: 'for the proxy', redirect_uris: 'https://a.example/cb' });

    const deleted = await app.send('DELETE', `/api/v1/developer_keys/${three?.id}`, 'admin-token');
    expect(expectContract(developerKeyContract, deleted.body).workflow_state).toBe('deleted');
    expect((await app.send('PUT', `/api/v1/developer_keys/${three?.id}`, 'admin-token', {})).status).toBe(404);
    expect(((await app.get(`/api/v1/accounts/${accountId}/developer_keys`, 'admin-token')).body as unknown[]).length).toBe(2);
  });

  it('is for the account’s admins only', async () => {
    const { app, accountId } = world();
    const { body } = await create(app, accountId, { name: 'Mine', redirect_uris: 'https://a.example/cb' });
    const id = (body as { id: number }).id;
    expect((await create(app, accountId, { name: 'Theirs' }, 'teacher-token')).status).toBe(403);
    expect((await app.get(`/api/v1/accounts/${accountId}/developer_keys`, 'teacher-token')).status).toBe(403);
    expect((await app.send('DELETE', `/api/v1/developer_keys/${id}`, 'teacher-token')).status).toBe(403);
    expect((await app.get(`/api/v1/accounts/${accountId}/developer_keys`, 'nobody')).status).toBe(401);
  });
});

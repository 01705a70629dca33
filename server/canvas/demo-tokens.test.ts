import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { createApp, type AppOptions } from '../app';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts';
import { listen, rawRequest } from '../test/live-server';
import { createTestApp } from '../test/test-app';

const testApp = createTestApp();
testApp.data.user('Ada Okafor', 'demo-admin');
testApp.data.user('Someone Else', 'personal-token');

function appFrom(address: string | undefined, network: AppOptions['network'] = {}) {
  return createApp({
    db: testApp.db,
    dataDir: '/tmp',
    demoAccounts: [...DEMO_ACCOUNTS],
    network: { clientAddress: () => address, ...network },
  });
}

const demoAccountsOffered = async (app: ReturnType<typeof appFrom>) => {
  const body = (await (await app.request('http://lectern.test/lectern/sign-in-options')).json()) as { demo_accounts: unknown[] };
  return body.demo_accounts.length;
};

const asAdmin = (app: ReturnType<typeof appFrom>, headers: Record<string, string> = {}) =>
  app.request('http://lectern.test/api/v1/users/self', { headers: { Authorization: 'Bearer demo-admin', ...headers } });

describe('the published demo tokens work only from this machine unless LECTERN_DEMO_REMOTE allows more', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])('accepts them from loopback %s', async (address) => {
    const app = appFrom(address);
    expect((await asAdmin(app)).status).toBe(200);
    expect(await demoAccountsOffered(app)).toBe(DEMO_ACCOUNTS.length);
  });

  it.each(['203.0.113.7', '::ffff:10.0.0.5', '192.168.1.20', undefined])('refuses them from %s', async (address) => {
    const app = appFrom(address);
    const response = await asAdmin(app);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="canvas-lms"');
    expect(await response.json()).toEqual({ errors: [{ message: 'Demo access tokens are accepted only from this machine.' }] });
    expect(await demoAccountsOffered(app)).toBe(0);
  });

  it('refuses them in a form body or query too', async () => {
    const app = appFrom('203.0.113.7');
    expect((await app.request('http://lectern.test/api/v1/users/self?access_token=demo-admin')).status).toBe(401);
    const posted = await app.request('http://lectern.test/api/v1/courses/999999/reset_content', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'access_token=demo-admin',
    });
    expect(posted.status).toBe(401);
  });

  it('keeps other tokens working from anywhere', async () => {
    const response = await appFrom('203.0.113.7').request('http://lectern.test/api/v1/users/self', {
      headers: { Authorization: 'Bearer personal-token' },
    });
    expect(response.status).toBe(200);
  });

  it('accepts them from anywhere with LECTERN_DEMO_REMOTE', async () => {
    const app = appFrom('203.0.113.7', { demoRemote: true });
    expect((await asAdmin(app)).status).toBe(200);
    expect(await demoAccountsOffered(app)).toBe(DEMO_ACCOUNTS.length);
  });

  it('behind a trusted proxy, judges the client the proxy names, not the proxy itself', async () => {
    const app = appFrom('127.0.0.1', { trustProxy: true });
    expect((await asAdmin(app, { 'X-Forwarded-For': '203.0.113.7' })).status).toBe(401);
    // Only the last hop is the proxy's word; what the client wrote before it is its own claim.
    expect((await asAdmin(app, { 'X-Forwarded-For': '127.0.0.1, 203.0.113.7' })).status).toBe(401);
    expect((await asAdmin(app)).status).toBe(200);
  });

  it('ignores X-Forwarded-For when no proxy is configured', async () => {
    const app = appFrom('203.0.113.7');
    expect((await asAdmin(app, { 'X-Forwarded-For': '127.0.0.1' })).status).toBe(401);
  });
});

const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((info) => info && info.family === 'IPv4' && !info.internal)?.address;

describe('over a real socket, the client address comes from the connection', () => {
  const app = createApp({ db: testApp.db, dataDir: '/tmp', demoAccounts: [...DEMO_ACCOUNTS] });

  it('accepts a demo token over loopback', async () => {
    const server = await listen(app, '127.0.0.1');
    const response = await rawRequest(server, 'GET', '/api/v1/users/self', { Authorization: 'Bearer demo-admin' });
    await server.close();
    expect(response.status).toBe(200);
  });

  it.skipIf(!lanAddress)('refuses it over a network interface, even from this machine', async () => {
    const server = await listen(app, lanAddress);
    const response = await rawRequest(server, 'GET', '/api/v1/users/self', { Authorization: 'Bearer demo-admin' });
    const options = await rawRequest(server, 'GET', '/lectern/sign-in-options');
    await server.close();
    expect(response.status).toBe(401);
    expect(JSON.parse(options.body)).toMatchObject({ demo_accounts: [] });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from './outbound-hosts';
import { LECTERN, proxyFor, type Answer, startRecorder, startSchoolCanvas } from './proxy-test-servers';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1', '127.8.9.10', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1',
    '0.0.0.0', '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fc00::1', 'fd12:3456::1', 'ff02::1',
    '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:169.254.169.254', '::127.0.0.1', '64:ff9b::7f00:1',
    '2002:7f00:1::1', 'localhost', '',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '172.32.0.1', '93.184.216.34', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

/**
 * A Canvas stand-in whose downloads redirect wherever `target` says, in front of the real school Canvas on
 * loopback, whose admin token the redirect carries: what the proxy relays would be the developer keys' secrets.
 */
describe('download redirects the proxy follows', () => {
  let school: Awaited<ReturnType<typeof startSchoolCanvas>>;
  let target = '';
  let stand: Awaited<ReturnType<typeof startRecorder>>;
  const secrets = () => `${school.url}/api/v1/accounts/1/developer_keys?access_token=demo-admin`;
  beforeAll(async () => {
    school = await startSchoolCanvas();
    stand = await startRecorder((request) =>
      request.url.startsWith('/files/') ? { status: 302, headers: { Location: target } } : { status: 404, body: '{}' },
    );
  });
  afterAll(() => Promise.all([school.close(), stand.close()]));

  const download = async (location: string, options: Parameters<typeof proxyFor>[1] = {}) => {
    target = location;
    return proxyFor(stand.url, options).request('/files/1/download', { headers: { Authorization: 'Bearer t' } });
  };

  it('checks that the school Canvas does hold secrets for that URL', async () => {
    const direct = await fetch(secrets());
    expect(direct.status).toBe(200);
  });

  it.each([
    ['plain http to loopback', () => secrets()],
    ['https to a name on loopback', () => secrets().replace('http://127.0.0.1', 'https://localhost')],
    ['an IPv4-mapped IPv6 loopback', () => secrets().replace('127.0.0.1', '[::ffff:127.0.0.1]')],
    ['https to an IPv6 loopback literal', () => secrets().replace('http://127.0.0.1', 'https://[::1]')],
    ['https to the cloud metadata service', () => 'https://169.254.169.254/latest/meta-data/'],
    ['https to a private network', () => 'https://10.0.0.5/files/1'],
  ])('refuses %s with a 502 and relays nothing', async (_name, location) => {
    const response = await download(location());
    expect(response.status).toBe(502);
    const text = await response.text();
    expect(text).not.toMatch(/api_key|developer_key/i);
    expect(text).toMatch(/does not fetch from/);
  });

  it('refuses an upload target on loopback the same way: the caller\'s bytes never reach it', async () => {
    const canvas = await startRecorder(() => ({ status: 200, body: JSON.stringify({ upload_url: secrets(), upload_params: {} }) }));
    try {
      const proxy = proxyFor(canvas.url);
      const preflight = await proxy.request('/api/v1/courses/1/files', { method: 'POST', headers: { Authorization: 'Bearer t' }, body: 'name=a' });
      const { upload_url: relay } = (await preflight.json()) as { upload_url: string };
      const sent = await proxy.request(relay.slice(LECTERN.length), { method: 'POST', body: 'x' });
      expect(sent.status).toBe(502);
    } finally {
      await canvas.close();
    }
  });

  it('follows a redirect to an origin LECTERN_FILE_ORIGINS lists, even on loopback', async () => {
    const store = await startRecorder(() => ({ status: 200, headers: { 'Content-Type': 'text/plain' }, body: 'the bytes' }));
    try {
      const response = await download(`${store.url}/blob/1`, { fileOrigins: [store.url] });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('the bytes');
      expect(store.requests[0]?.headers.authorization).toBeUndefined();
    } finally {
      await store.close();
    }
  });

  it('follows a redirect back to the Canvas origin itself, over plain http', async () => {
    const response = await download(`${stand.url}/elsewhere/1`);
    // The stand-in answers its own path 404: the hop was taken, and Canvas's answer relayed.
    expect(response.status).toBe(404);
    expect(stand.requests.at(-1)?.url).toBe('/elsewhere/1');
  });
});

describe('avatar images through the proxy', () => {
  const PNG = Buffer.from('89504e470d0a1a0a', 'hex').toString('latin1');

  it('serves Canvas’s /images paths from Lectern’s origin, following the thumbnail’s redirect without credentials', async () => {
    const store = await startRecorder(() => ({ status: 200, headers: { 'Content-Type': 'image/png' }, body: PNG }));
    const canvas = await startRecorder((request): Answer =>
      request.url.startsWith('/images/thumbnails/')
        ? { status: 302, headers: { Location: `${store.url}/avatars/12.png?sig=1` } }
        : { status: 200, headers: { 'Content-Type': 'image/png' }, body: PNG },
    );
    try {
      const proxy = proxyFor(canvas.url, { fileOrigins: [store.url] });
      const signedIn = { headers: { Authorization: 'Bearer secret-token' } };
      const thumbnail = await proxy.request('/images/thumbnails/12/AbC', signedIn);
      expect(thumbnail.status).toBe(200);
      expect(thumbnail.headers.get('content-type')).toBe('image/png');
      expect(thumbnail.headers.get('x-content-type-options')).toBe('nosniff');
      expect((await proxy.request('/images/messages/avatar-50.png')).status).toBe(200);
      for (const request of [...canvas.requests, ...store.requests]) expect(request.headers.authorization).toBeUndefined();
    } finally {
      await Promise.all([store.close(), canvas.close()]);
    }
  });

  it('answers 404 for anything under /images that is not an image, or that Canvas does not have', async () => {
    const canvas = await startRecorder((request): Answer =>
      request.url === '/images/page.html'
        ? { status: 200, headers: { 'Content-Type': 'text/html' }, body: '<script>alert(1)</script>' }
        : { status: 404, body: '{}' },
    );
    try {
      const proxy = proxyFor(canvas.url);
      const html = await proxy.request('/images/page.html');
      expect(html.status).toBe(404);
      expect(await html.text()).not.toContain('<script>');
      expect((await proxy.request('/images/thumbnails/1/missing')).status).toBe(404);
    } finally {
      await canvas.close();
    }
  });
});

import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proxyFor, startSchoolCanvas } from './proxy-test-servers';

describe('the proxy compresses the JSON it relays', () => {
  let canvas: Awaited<ReturnType<typeof startSchoolCanvas>>;
  let proxy: ReturnType<typeof proxyFor>;
  beforeAll(async () => {
    canvas = await startSchoolCanvas();
    proxy = proxyFor(canvas.url);
  });
  afterAll(() => canvas.close());

  it('sends gzip once (fetch decoded Canvas’s own), decoding to what Canvas answered', async () => {
    const path = '/api/v1/courses?per_page=100&include[]=term';
    const direct: unknown = await (await fetch(`${canvas.url}${path}`, { headers: { Authorization: 'Bearer demo-teacher' } })).json();
    const response = await proxy.request(path, { headers: { Authorization: 'Bearer demo-teacher', 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(response.headers.get('Vary')).toMatch(/Accept-Encoding/i);
    expect(JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString())).toEqual(direct);
  });

  it('relays plain JSON to a client that accepts no encoding', async () => {
    const response = await proxy.request('/api/v1/courses', { headers: { Authorization: 'Bearer demo-teacher' } });
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(Array.isArray(await response.json())).toBe(true);
  });
});

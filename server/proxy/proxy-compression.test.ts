import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { schoolBehindProxy } from './proxy-test-servers';

describe('the proxy compresses the JSON it relays', () => {
  const { canvas, proxy } = schoolBehindProxy();

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

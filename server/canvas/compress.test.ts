import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { standardWorld } from '../test/test-data';

/** A teacher in 100 courses, so one page of the course list is a real 100-course answer. */
function world() {
  const app = createTestApp();
  const w = standardWorld(app.data);
  for (let i = 1; i < 100; i++) {
    const course = app.data.course({ accountId: w.accountId, termId: w.termId, name: `Course ${String(i).padStart(3, '0')}` });
    app.data.enroll(w.teacher, course, 'TeacherEnrollment');
  }
  return app;
}

const PAGE = '/api/v1/courses?per_page=100';

describe('API answers compressed on the wire', () => {
  const app = world();
  const get = (path: string, acceptEncoding?: string) =>
    app.request(path, { token: 'teacher-token', headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

  it('sends a 100-course page gzip-encoded, with Vary, decoding to the same JSON as the plain answer', async () => {
    const plain = await get(PAGE);
    const expected: unknown = await plain.json();
    expect(expected).toHaveLength(100);
    const response = await get(PAGE, 'gzip, deflate');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(response.headers.get('Vary')).toMatch(/Accept-Encoding/i);
    expect(response.headers.get('Link')).toBe(plain.headers.get('Link'));
    expect(response.headers.get('X-Request-Cost')).not.toBeNull();
    const wire = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('Content-Length'))).toBe(wire.length);
    expect(JSON.parse(gunzipSync(wire).toString())).toEqual(expected);
  });

  it('prefers brotli when the client accepts it, and the bytes are smaller than the plain answer', async () => {
    const plainBytes = (await (await get(PAGE)).arrayBuffer()).byteLength;
    const response = await get(PAGE, 'gzip, deflate, br');
    expect(response.headers.get('Content-Encoding')).toBe('br');
    const wire = Buffer.from(await response.arrayBuffer());
    expect(wire.length).toBeLessThan(plainBytes / 4);
    expect(JSON.parse(brotliDecompressSync(wire).toString())).toHaveLength(100);
  });

  it('honours a refusal: br;q=0 gets gzip, identity only gets the plain answer (still with Vary)', async () => {
    expect((await get(PAGE, 'br;q=0, gzip')).headers.get('Content-Encoding')).toBe('gzip');
    const identity = await get(PAGE, 'identity');
    expect(identity.headers.get('Content-Encoding')).toBeNull();
    expect(identity.headers.get('Vary')).toMatch(/Accept-Encoding/i);
    expect(await identity.json()).toHaveLength(100);
  });

  it('leaves a small answer uncompressed: it would save less than it costs', async () => {
    const response = await get('/api/v1/users/self', 'gzip, br');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(await response.json()).toHaveProperty('name');
  });

  it('never encodes the answer to a HEAD', async () => {
    const head = await app.request(PAGE, { method: 'HEAD', token: 'teacher-token', headers: { 'Accept-Encoding': 'gzip' } });
    expect(head.headers.get('Content-Encoding')).toBeNull();
  });
});

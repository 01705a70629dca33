import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { standardWorld } from '../test/test-data';
import { MAX_PARAMS } from './params';
import { ANONYMOUS_BODY_LIMIT, API_BODY_LIMIT } from './request-params';

/** A chunked body of `total` bytes that counts how much of it the server pulled. */
function countedBody(total: number, chunk = 64 * 1024) {
  const pulled = { bytes: 0 };
  const piece = new TextEncoder().encode('a'.repeat(chunk));
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= total) {
        controller.close();
        return;
      }
      pulled.bytes += piece.byteLength;
      controller.enqueue(piece);
    },
  });
  return { stream, pulled };
}

const deepJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const manyKeys = (count: number) => Array.from({ length: count }, (_, i) => `k${i}[x]=1`).join('&');

describe('request bodies are bounded (authenticate first, then cap size, parameter count and nesting)', () => {
  const app = createTestApp();
  standardWorld(app.data);
  const path = '/api/v1/courses/999999/reset_content';
  const FORM = 'application/x-www-form-urlencoded';
  const JSON_TYPE = 'application/json';

  const send = (type: string, body: BodyInit, token: string | null, extra: RequestInit & { length?: number } = {}) => {
    const { length, ...init } = extra;
    const headers: Record<string, string> = { 'Content-Type': type };
    if (length !== undefined) headers['Content-Length'] = String(length);
    return app.request(path, { method: 'POST', token, ...init, headers, body });
  };

  /** Streams `total` bytes without a Content-Length; `pulled` says how much the server read. */
  const sendStreamed = async (type: string, total: number, token: string | null) => {
    const { stream, pulled } = countedBody(total);
    const response = await send(type, stream, token, { duplex: 'half' } as RequestInit);
    return { status: response.status, pulled: pulled.bytes };
  };

  it('answers an unauthenticated 20 MB body with 401 after reading no more than the anonymous limit', async () => {
    const { status, pulled } = await sendStreamed(FORM, 20 * 1024 * 1024, null);
    expect(status).toBe(401);
    expect(pulled).toBeLessThanOrEqual(ANONYMOUS_BODY_LIMIT + 128 * 1024);
  });

  it('does not read the body at all when the header token is wrong', async () => {
    const { status, pulled } = await sendStreamed(JSON_TYPE, 20 * 1024 * 1024, 'nope');
    expect(status).toBe(401);
    expect(pulled).toBeLessThanOrEqual(128 * 1024);
  });

  it('still finds an access_token in a small form body', async () => {
    const response = await send(FORM, `access_token=teacher-token&${'x=1&'.repeat(100)}`, null);
    expect(response.status).toBe(404);
  });

  it('refuses a body over the limit with a Canvas 413 from its Content-Length, unread', async () => {
    const response = await send(JSON_TYPE, '{}', 'teacher-token', { length: API_BODY_LIMIT + 1 });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ errors: [{ message: 'The request body is too large (at most 10 MB).' }] });
    expect(response.headers.get('connection')).toBe('close');
  });

  it('counts the bytes of a chunked body and stops reading once it passes the limit', async () => {
    const { status, pulled } = await sendStreamed(FORM, 50 * 1024 * 1024, 'teacher-token');
    expect(status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(API_BODY_LIMIT + 128 * 1024);
  });

  it(`refuses more than ${MAX_PARAMS} parameters with a Canvas 400`, async () => {
    const response = await send(FORM, manyKeys(MAX_PARAMS + 1), 'teacher-token');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: `Too many parameters (at most ${MAX_PARAMS}).` });
  });

  it('counts JSON keys and array elements towards the same limit', async () => {
    const response = await send(JSON_TYPE, JSON.stringify({ ids: Array.from({ length: MAX_PARAMS + 1 }, (_, i) => i) }), 'teacher-token');
    expect(response.status).toBe(400);
  });

  it.each([
    ['authenticated', 'teacher-token'],
    ['unauthenticated', null],
  ])('answers JSON nested 4,000 deep with a 400, %s', async (_, token) => {
    const response = await send(JSON_TYPE, deepJson(4000), token);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'invalid parameter: the JSON body is nested too deeply' });
  });

  it('still accepts JSON nested as deep as Rails does (100)', async () => {
    expect((await send(JSON_TYPE, deepJson(99), 'teacher-token')).status).toBe(404);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CanvasApiError } from './canvas-api-error';
import { canvasFetch } from './canvas-fetch';
import { setCsrfToken } from './csrf-token';

const BASE = 'http://lectern.test';

function stubFetch(response: Response) {
  const spy = vi.fn<typeof fetch>(() => Promise.resolve(response));
  vi.stubGlobal('fetch', spy);
  return spy;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setCsrfToken(null);
});

describe('canvasFetch', () => {
  it('sends the session cookie and Accept, never a token header, encodes params, parses body and links', async () => {
    const spy = stubFetch(
      new Response('while(1);[{"id":1}]', {
        headers: { Link: `<${BASE}/api/v1/courses?page=2&per_page=100>; rel="next"` },
      }),
    );
    const result = await canvasFetch('/api/v1/courses', {
      schema: z.array(z.object({ id: z.number() })),
      params: { include: ['term'], per_page: 100 },
      baseUrl: BASE,
    });
    expect(result.data).toEqual([{ id: 1 }]);
    expect(result.links.next).toBe(`${BASE}/api/v1/courses?page=2&per_page=100`);
    const [url, init] = spy.mock.calls[0] ?? [];
    expect(url).toBe(`${BASE}/api/v1/courses?include[]=term&per_page=100`);
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBeNull();
    expect(headers.get('Accept')).toBe('application/json');
    expect(init?.credentials).toBe('same-origin');
  });

  it('sends the CSRF token on requests that change data, and only on those', async () => {
    setCsrfToken('csrf-1');
    const spy = vi.fn<typeof fetch>(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', spy);
    await canvasFetch('/api/v1/courses/1', { schema: z.unknown(), baseUrl: BASE });
    await canvasFetch('/api/v1/courses/1', { schema: z.unknown(), method: 'PUT', body: {}, baseUrl: BASE });
    await canvasFetch('/api/v1/courses/1', { schema: z.unknown(), method: 'DELETE', baseUrl: BASE });
    const sent = spy.mock.calls.map(([, init]) => new Headers(init?.headers).get('X-CSRF-Token'));
    expect(sent).toEqual([null, 'csrf-1', 'csrf-1']);
  });

  it('throws CanvasApiError with the body and the auth header flag', async () => {
    stubFetch(
      new Response('{"errors":[{"message":"Invalid access token."}]}', {
        status: 401,
        headers: { 'WWW-Authenticate': 'Bearer realm="canvas-lms"' },
      }),
    );
    const failure = canvasFetch('/api/v1/users/self', { schema: z.unknown(), baseUrl: BASE });
    await expect(failure).rejects.toMatchObject({ status: 401, isAuthError: true, messages: ['Invalid access token.'] });
  });

  it('reports responses that fail the schema as invalid-response', async () => {
    stubFetch(new Response('{"id":"x"}'));
    const failure = canvasFetch('/api/v1/x', { schema: z.object({ id: z.number() }), baseUrl: BASE });
    await expect(failure).rejects.toBeInstanceOf(CanvasApiError);
    await expect(failure).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('refuses to send credentials to another origin', async () => {
    stubFetch(new Response('[]'));
    const failure = canvasFetch('https://evil.test/api/v1/x', { schema: z.unknown(), baseUrl: BASE });
    await expect(failure).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('wraps network failures', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    const failure = canvasFetch('/api/v1/x', { schema: z.unknown(), baseUrl: BASE });
    await expect(failure).rejects.toMatchObject({ kind: 'network', status: 0 });
  });
});

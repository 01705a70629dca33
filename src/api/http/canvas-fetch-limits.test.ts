import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { canvasFetch, MAX_IN_FLIGHT } from './canvas-fetch';
import { backoffMs, RATE_LIMIT_MESSAGE, retryAfterMs } from './rate-limit-backoff';

/**
 * The network boundary is replaced by a fetch double that holds each request until the test answers it, so
 * the gate and the backoff inside canvasFetch run as they do in the browser.
 */
const BASE = 'http://lectern.test';
const get = (path: string, signal?: AbortSignal) => canvasFetch(path, { schema: z.unknown(), baseUrl: BASE, signal });

interface Held {
  url: string;
  answer: (response: Response) => void;
}

function holdingFetch() {
  const held: Held[] = [];
  let inFlight = 0;
  let most = 0;
  const spy = vi.fn<typeof fetch>(
    (input) =>
      new Promise<Response>((resolve) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        held.push({ url: input instanceof Request ? input.url : input.toString(), answer: (response) => { inFlight -= 1; resolve(response); } });
      }),
  );
  vi.stubGlobal('fetch', spy);
  return { spy, held, most: () => most };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const throttled = (retryAfter?: string) =>
  new Response('403 Forbidden (Rate Limit Exceeded)\n', {
    status: 403,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Rate-Limit-Remaining': '0.0', ...(retryAfter ? { 'Retry-After': retryAfter } : {}) },
  });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('canvasFetch under load', () => {
  it(`keeps at most ${MAX_IN_FLIGHT} requests in flight and starts the rest in order`, async () => {
    const net = holdingFetch();
    const all = Array.from({ length: 20 }, (_, index) => get(`/api/v1/courses/${index}`));
    await settle();
    expect(net.held).toHaveLength(MAX_IN_FLIGHT);
    // Answer one at a time: each answer lets exactly the next waiting request start.
    for (let answered = 0; answered < 20; answered += 1) {
      net.held[answered]?.answer(new Response(`{"n":${answered}}`));
      await settle();
    }
    expect(net.most()).toBe(MAX_IN_FLIGHT);
    expect(net.held.map((call) => call.url)).toEqual(Array.from({ length: 20 }, (_, index) => `${BASE}/api/v1/courses/${index}`));
    expect((await Promise.all(all)).map((result) => result.data)).toEqual(Array.from({ length: 20 }, (_, n) => ({ n })));
  });

  it('never starts a waiting request whose signal aborted, and frees no slot it did not take', async () => {
    const net = holdingFetch();
    const running = Array.from({ length: MAX_IN_FLIGHT }, (_, index) => get(`/api/v1/a/${index}`));
    const leaving = new AbortController();
    const left = get('/api/v1/left', leaving.signal);
    const after = get('/api/v1/after');
    leaving.abort();
    await expect(left).rejects.toMatchObject({ name: 'AbortError' });
    net.held[0]?.answer(new Response('{}'));
    await settle();
    expect(net.held.map((call) => call.url)).not.toContain(`${BASE}/api/v1/left`);
    expect(net.held.at(-1)?.url).toBe(`${BASE}/api/v1/after`);
    expect(net.held).toHaveLength(MAX_IN_FLIGHT + 1);
    for (const call of net.held.slice(1)) call.answer(new Response('{}'));
    await Promise.all([...running, after]);
  });

  it('waits and asks again when Canvas throttles (plain-text 403), then succeeds', async () => {
    const answers = [throttled('0'), throttled('0'), new Response('{"id":"1"}')];
    const spy = vi.fn<typeof fetch>(() => Promise.resolve(answers.shift() ?? new Response('{}')));
    vi.stubGlobal('fetch', spy);
    const result = await get('/api/v1/courses/1');
    expect(result.data).toEqual({ id: '1' });
    expect(spy).toHaveBeenCalledTimes(3);
  });

  it('backs off exponentially with jitter when no Retry-After is given', async () => {
    vi.useFakeTimers();
    const answers = [new Response('slow down', { status: 429 }), new Response('{}')];
    const spy = vi.fn<typeof fetch>(() => Promise.resolve(answers.shift() ?? new Response('{}')));
    vi.stubGlobal('fetch', spy);
    const pending = get('/api/v1/x');
    await vi.advanceTimersByTimeAsync(499);
    expect(spy).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(501);
    expect(spy).toHaveBeenCalledTimes(2);
    await expect(pending).resolves.toMatchObject({ status: 200 });
  });

  it('gives up after a few tries with a message that says what happened', async () => {
    const spy = vi.fn<typeof fetch>(() => Promise.resolve(throttled('0')));
    vi.stubGlobal('fetch', spy);
    await expect(get('/api/v1/x')).rejects.toMatchObject({ status: 403, isRateLimited: true, message: RATE_LIMIT_MESSAGE });
    expect(spy).toHaveBeenCalledTimes(4);
  });

  it('does not retry a permission 403 (JSON)', async () => {
    const spy = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response('{"status":"unauthorized","errors":[{"message":"user not authorized to perform that action"}]}', { status: 403 })),
    );
    vi.stubGlobal('fetch', spy);
    await expect(get('/api/v1/x')).rejects.toMatchObject({ status: 403, isForbidden: true, isRateLimited: false });
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when the signal aborts during a backoff', async () => {
    const spy = vi.fn<typeof fetch>(() => Promise.resolve(throttled('10')));
    vi.stubGlobal('fetch', spy);
    const leaving = new AbortController();
    const pending = get('/api/v1/x', leaving.signal);
    await settle();
    leaving.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(spy).toHaveBeenCalledTimes(1);
  });
});

describe('backoff', () => {
  it('honours Retry-After in seconds or as a date, capped at 20 s', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs(new Date(Date.now() + 5000).toUTCString())).toBeGreaterThan(3000);
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(backoffMs(0, '2')).toBe(2000);
    expect(backoffMs(0, '3600')).toBe(20_000);
  });

  it('doubles from about a second, with jitter in the upper half', () => {
    expect(backoffMs(0, null, () => 0)).toBe(500);
    expect(backoffMs(0, null, () => 1)).toBe(1000);
    expect(backoffMs(2, null, () => 0)).toBe(2000);
    expect(backoffMs(10, null, () => 1)).toBe(20_000);
  });
});

import { describe, expect, it } from 'vitest';
import { CanvasApiError } from '@/api/http/canvas-api-error';
import { retryDelay, shouldRetryMutation, shouldRetryQuery } from './query-client';

const http = (status: number, body: unknown = null) => new CanvasApiError({ status, url: 'x', body });

describe('retry policy', () => {
  it('does not retry ordinary 4xx', () => {
    for (const status of [400, 401, 403, 404, 409, 422]) expect(shouldRetryQuery(0, http(status))).toBe(false);
  });

  it('retries network errors and 5xx a bounded number of times; rate limits were already backed off in canvasFetch', () => {
    const limited = http(403, '403 Forbidden (Rate Limit Exceeded)\n');
    expect(shouldRetryQuery(0, limited)).toBe(false);
    expect(shouldRetryQuery(0, http(429))).toBe(false);
    const network = new CanvasApiError({ kind: 'network', status: 0, url: 'x', body: null });
    expect(shouldRetryQuery(1, network)).toBe(true);
    expect(shouldRetryQuery(2, network)).toBe(false);
    expect(shouldRetryQuery(1, http(503))).toBe(true);
    expect(shouldRetryQuery(2, http(503))).toBe(false);
  });

  it('never retries mutations: a throttled write was already retried by canvasFetch', () => {
    expect(shouldRetryMutation(0, http(500))).toBe(false);
    expect(shouldRetryMutation(0, http(403, 'Rate Limit Exceeded'))).toBe(false);
  });

  it('backs off longer for rate limits, capped at 30 s', () => {
    expect(retryDelay(0, http(500))).toBeLessThanOrEqual(500);
    expect(retryDelay(1, http(403, 'Rate Limit Exceeded'))).toBeGreaterThanOrEqual(2000);
    expect(retryDelay(20, http(500))).toBeLessThanOrEqual(30_000);
  });
});

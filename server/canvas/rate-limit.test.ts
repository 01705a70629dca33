import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createTestApp } from '../test/test-app';
import { standardWorld } from '../test/test-data';
import { advanceClock, useRealTime } from './clock';
import { rubyFloat } from './rate-limit';

/** The real app with a small bucket and a clock the test moves: 100 units, 50 reserved per request, 30 charged. */
function throttledWorld() {
  const base = createTestApp();
  const w = standardWorld(base.data);
  let time = 1_000_000;
  const app = createApp({
    db: base.db,
    dataDir: base.dataDir,
    rateLimit: { bucket: 100, upFrontCost: 50, costPerRequest: 30, outflowPerSecond: 10, now: () => time },
  });
  const call = (path: string, token: string, init: { method?: string; body?: string } = {}) =>
    app.request(`http://lectern.test${path}`, { ...init, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' } });
  return { ...w, base, call, advance: (ms: number) => (time += ms) };
}

const rateHeaders = (response: Response) => [response.headers.get('x-request-cost'), response.headers.get('x-rate-limit-remaining')];

describe('the opt-in rate limiter (LECTERN_RATE_LIMIT)', () => {
  it('fills a caller’s bucket, refuses with Canvas’s plain-text 403 doing nothing, and lets them in again once it leaks', async () => {
    const { base, call, advance, course } = throttledWorld();
    const first = await call('/api/v1/users/self', 'admin-token');
    expect(first.status).toBe(200);
    expect(rateHeaders(first)).toEqual(['30.0', '70.0']);
    expect(rateHeaders(await call('/api/v1/users/self', 'admin-token'))).toEqual(['30.0', '40.0']);

    const refused = await call(`/api/v1/courses/${course.id}`, 'admin-token', { method: 'PUT', body: JSON.stringify({ course: { name: 'Renamed' } }) });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await refused.text()).toBe('403 Forbidden (Rate Limit Exceeded)\n');
    expect(refused.headers.get('x-rate-limit-remaining')).toBe('40.0');
    expect(base.db.prepare('SELECT name FROM courses WHERE id = ?').get(course.id)).toEqual({ name: 'Biology 101' });

    // Another caller has a bucket of their own.
    expect((await call('/api/v1/users/self', 'teacher-token')).status).toBe(200);

    advance(6_000); // 10 units a second drain the 60 left
    const again = await call(`/api/v1/courses/${course.id}`, 'admin-token', { method: 'PUT', body: JSON.stringify({ course: { name: 'Renamed' } }) });
    expect(again.status).toBe(200);
    expect(rateHeaders(again)).toEqual(['30.0', '70.0']);
  });

  it('charges the up-front cost while requests are in flight, so a burst in parallel is what trips it', async () => {
    const { call } = throttledWorld();
    // Two requests at once reserve 100: the second sees a full bucket before the first has finished.
    const results = await Promise.all([call('/api/v1/courses', 'admin-token'), call('/api/v1/courses', 'admin-token')]);
    expect(results.map((r) => r.status)).toEqual([200, 403]);
  });

  it('drains on real time: moving the testing clock an hour on leaves a full bucket full (decision 0083)', async () => {
    const base = createTestApp();
    standardWorld(base.data);
    // Draining 0.01 a second, the bucket stays full for as long as this test could take.
    const app = createApp({ db: base.db, dataDir: base.dataDir, rateLimit: { bucket: 100, upFrontCost: 50, costPerRequest: 30, outflowPerSecond: 0.01 } });
    const call = () => app.request('http://lectern.test/api/v1/users/self', { headers: { Authorization: 'Bearer admin-token' } });
    try {
      expect([(await call()).status, (await call()).status, (await call()).status]).toEqual([200, 200, 403]);
      advanceClock(3600);
      expect((await call()).status).toBe(403);
    } finally {
      useRealTime();
    }
  });

  it('is off by default: the headers Canvas always sends, with constant values', async () => {
    const app = createTestApp();
    standardWorld(app.data);
    const { headers } = await app.get('/api/v1/users/self', 'admin-token');
    expect([headers.get('x-request-cost'), headers.get('x-rate-limit-remaining')]).toEqual(['0.0', '700.0']);
  });

  it('writes numbers as Ruby floats, as Canvas does', () => {
    expect([rubyFloat(600), rubyFloat(0), rubyFloat(0.25), rubyFloat(12.3456789)]).toEqual(['600.0', '0.0', '0.25', '12.345679']);
  });
});

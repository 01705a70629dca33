import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { standardWorld } from '../../test/test-data';
import { ConnectionDropped } from './fault-answers';
import { pathMatches } from './fault-rule';

function faultWorld() {
  const app = createTestApp({ testing: true });
  const w = standardWorld(app.data);
  const putRules = async (rules: unknown[]) => {
    const put = await app.send('PUT', '/lectern/testing/faults', 'admin-token', { rules });
    expect(put.status).toBe(200);
  };
  const hits = async () => ((await app.get('/lectern/testing/faults', 'admin-token')).body as { rules: { hits: number }[] }).rules.map((r) => r.hits);
  const courseUrl = `/api/v1/courses/${w.course.id}`;
  const status = async (path: string, method = 'GET') => (await app.request(path, { method, token: 'teacher-token' })).status;
  const assignmentCount = () => app.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM assignments').get()?.n;
  const createAssignment = (init: RequestInit = {}) => app.request(`${courseUrl}/assignments`, {
    method: 'POST', token: 'teacher-token', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ assignment: { name: 'Lab report' } }), ...init,
  });
  return { app, ...w, putRules, hits, courseUrl, status, assignmentCount, createAssignment };
}

/** Lets the request run up to its first timer: the struck rule's delay. */
async function untilTheDelayStarts() {
  for (let i = 0; i < 200 && vi.getTimerCount() === 0; i++) await new Promise((resolve) => setImmediate(resolve));
  expect(vi.getTimerCount()).toBe(1);
}

const settles = (promise: Promise<unknown>) => {
  const state = { settled: false };
  promise.then(() => (state.settled = true), () => (state.settled = true));
  return state;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('a latency rule', () => {
  it('holds the request for the whole delay, then gives the real answer', async () => {
    const { app, putRules, courseUrl } = faultWorld();
    const real = await app.get(courseUrl, 'teacher-token');
    await putRules([{ method: 'GET', path: '/api/v1/courses/*', latency_ms: 5_000 }]);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    const pending = app.request(courseUrl, { token: 'teacher-token' });
    const state = settles(pending);
    await untilTheDelayStarts();
    await vi.advanceTimersByTimeAsync(4_999);
    await new Promise((resolve) => setImmediate(resolve));
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const answer = await pending;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual(real.body);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ends the request where it is when the caller hangs up during the delay: the route never runs, no timer stays', async () => {
    const { putRules, assignmentCount, createAssignment, status, courseUrl } = faultWorld();
    await putRules([{ method: 'POST', path: '/api/v1/courses/*/assignments', latency_ms: 60_000 }]);
    const before = assignmentCount();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    const caller = new AbortController();
    const pending = createAssignment({ signal: caller.signal });
    await untilTheDelayStarts();
    caller.abort();
    await expect(pending).rejects.toBeInstanceOf(ConnectionDropped);
    expect(vi.getTimerCount()).toBe(0);
    expect(assignmentCount()).toBe(before);
    expect(await status(courseUrl)).toBe(200);
  });

  it('with a status, fails only once the delay has passed', async () => {
    const { app, putRules, courseUrl } = faultWorld();
    await putRules([{ path: '/api/v1/courses/*', latency_ms: 2_000, status: 503 }]);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const pending = app.request(courseUrl, { token: 'teacher-token' });
    const state = settles(pending);
    await untilTheDelayStarts();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).status).toBe(503);
  });
});

describe('a status rule', () => {
  it('answers 500 as Canvas’s own error: its JSON body and the rate-limit headers of every API answer', async () => {
    const { app, putRules, courseUrl } = faultWorld();
    await putRules([{ path: '/api/v1/courses/*', status: 500 }]);
    const answer = await app.request(courseUrl, { token: 'teacher-token' });
    expect(answer.status).toBe(500);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect([answer.headers.get('x-request-cost'), answer.headers.get('x-rate-limit-remaining')]).toEqual(['0.0', '700.0']);
    expect(await answer.json()).toEqual({ errors: [{ message: 'An error occurred.', error_code: 'internal_server_error' }] });
  });

  it('answers 502, 503 and 504 as the gateway in front of Canvas: a small HTML page, Retry-After only when asked', async () => {
    const { app, putRules, courseUrl } = faultWorld();
    for (const [code, title] of [[502, 'Bad Gateway'], [503, 'Service Unavailable'], [504, 'Gateway Timeout']] as const) {
      await putRules([{ path: '/api/v1/courses/*', status: code }]);
      const answer = await app.request(courseUrl, { token: 'teacher-token' });
      expect(answer.status).toBe(code);
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await answer.text()).toContain(`<title>${code} ${title}</title>`);
      expect([answer.headers.get('retry-after'), answer.headers.get('x-request-cost')]).toEqual([null, null]);
    }
    await putRules([{ path: '/api/v1/courses/*', status: 503, retry_after: 120 }]);
    expect((await app.request(courseUrl, { token: 'teacher-token' })).headers.get('retry-after')).toBe('120');
  });

  it('answers 403 exactly as Canvas’s throttle refuses, and nothing of the request is done', async () => {
    const { app, putRules, courseUrl, course } = faultWorld();
    await putRules([{ method: 'PUT', path: '/api/v1/courses/*', status: 403 }]);
    const answer = await app.request(courseUrl, {
      method: 'PUT', token: 'teacher-token', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ course: { name: 'Renamed' } }),
    });
    expect(answer.status).toBe(403);
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect([answer.headers.get('x-rate-limit-remaining'), answer.headers.get('x-request-cost')]).toEqual(['0.0', null]);
    expect(await answer.text()).toBe('403 Forbidden (Rate Limit Exceeded)\n');
    expect(app.db.prepare('SELECT name FROM courses WHERE id = ?').get(course.id)).toEqual({ name: 'Biology 101' });
  });
});

describe('a drop rule', () => {
  it('in process, rejects app.request as fetch rejects on a hang-up, and the route never runs', async () => {
    const { putRules, assignmentCount, createAssignment, hits } = faultWorld();
    await putRules([{ method: 'POST', path: '/api/v1/courses/*/assignments', drop: true, count: 1 }]);
    const before = assignmentCount();
    await expect(createAssignment()).rejects.toBeInstanceOf(ConnectionDropped);
    expect(assignmentCount()).toBe(before);
    expect(await hits()).toEqual([1]);
    expect((await createAssignment()).status).toBe(201);
  });
});

describe('which requests a rule strikes', () => {
  it('with a count, strikes that many matching requests and is then spent', async () => {
    const { app, putRules, status, courseUrl } = faultWorld();
    await putRules([{ path: '/api/v1/courses/*', status: 503, count: 2 }]);
    expect([await status(courseUrl), await status(courseUrl), await status(courseUrl), await status(courseUrl)]).toEqual([503, 503, 200, 200]);
    expect((await app.get('/lectern/testing/faults', 'admin-token')).body).toMatchObject({ rules: [{ remaining: 0, hits: 2 }] });
  });

  it('with probability 0 never strikes and lets later rules try; with probability 1 always strikes', async () => {
    const { putRules, status, courseUrl, hits } = faultWorld();
    await putRules([{ path: '/api/v1/courses/*', status: 500, probability: 0 }, { path: '/api/v1/courses/*', status: 503, probability: 1 }]);
    const statuses = [];
    for (let i = 0; i < 20; i++) statuses.push(await status(courseUrl));
    expect(new Set(statuses)).toEqual(new Set([503]));
    expect(await hits()).toEqual([0, 20]);
  });

  it('matches the method and the path without its query: * is one segment, ** the rest', async () => {
    const { putRules, status, courseUrl } = faultWorld();
    await putRules([{ method: 'GET', path: '/api/v1/courses/*/assignments', status: 502 }]);
    expect(await status(`${courseUrl}/assignments?per_page=5`)).toBe(502);
    expect(await status(`${courseUrl}/assignments.json`)).toBe(502);
    expect(await status(`${courseUrl}/assignments`, 'POST')).not.toBe(502);
    expect(await status(courseUrl)).toBe(200);
    expect(await status(`${courseUrl}/assignments/999`)).not.toBe(502);

    await putRules([{ path: '/api/v1/courses/**', status: 504 }]);
    expect([await status('/api/v1/courses'), await status(courseUrl), await status(`${courseUrl}/assignments`, 'POST')]).toEqual([504, 504, 504]);
    expect(await status('/api/v1/users/self')).toBe(200);
  });

  it('never strikes /healthz or /lectern/testing/*, so a test can always take its rules back', async () => {
    const { app, putRules, status, courseUrl } = faultWorld();
    await putRules([{ path: '/**', status: 500 }]);
    expect(await status(courseUrl)).toBe(500);
    expect((await app.request('/healthz')).status).toBe(200);
    expect((await app.get('/lectern/testing/faults', 'admin-token')).status).toBe(200);
    expect((await app.send('DELETE', '/lectern/testing/faults', 'admin-token')).status).toBe(200);
    expect(await status(courseUrl)).toBe(200);
  });
});

describe('path patterns', () => {
  it.each([
    ['/api/v1/courses/*', '/api/v1/courses/12', true],
    ['/api/v1/courses/*', '/api/v1/courses/', false],
    ['/api/v1/courses/*', '/api/v1/courses', false],
    ['/api/v1/courses/*', '/api/v1/courses/12/users', false],
    ['/api/v1/**', '/api/v1', true],
    ['/api/v1/**', '/api/v1/courses/12/users', true],
    ['/api/v1/**', '/api/v2/courses', false],
    ['/**', '/', true],
    ['/api/v1/users/self', '/api/v1/users/self', true],
    ['/api/v1/users/self', '/api/v1/users/Self', false],
  ])('%s against %s: %s', (pattern, path, matches) => {
    expect(pathMatches(pattern, path)).toBe(matches);
  });
});

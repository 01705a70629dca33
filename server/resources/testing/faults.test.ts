import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { standardWorld } from '../../test/test-data';

function faultWorld({ testing = true } = {}) {
  const app = createTestApp({ testing });
  const w = standardWorld(app.data);
  const putRules = (rules: unknown, token = 'admin-token') => app.send('PUT', '/lectern/testing/faults', token, { rules });
  return { app, ...w, putRules };
}

describe('PUT, GET and DELETE /lectern/testing/faults', () => {
  it('stores the rules as a whole set, with defaults, ids and counts, and lists how often each struck', async () => {
    const { app, course, putRules } = faultWorld();
    const put = await putRules([
      { method: 'get', path: `/api/v1/courses/*`, status: 503, retry_after: 30, count: 2 },
      { path: '/api/v1/**', latency_ms: 250, probability: 0 },
    ]);
    expect(put.status).toBe(200);
    expect(put.body).toEqual({
      rules: [
        { id: 1, method: 'GET', path: '/api/v1/courses/*', latency_ms: null, status: 503, retry_after: 30, drop: false, count: 2, probability: 1, remaining: 2, hits: 0 },
        { id: 2, method: '*', path: '/api/v1/**', latency_ms: 250, status: null, retry_after: null, drop: false, count: null, probability: 0, remaining: null, hits: 0 },
      ],
    });

    expect((await app.request(`/api/v1/courses/${course.id}`, { token: 'teacher-token' })).status).toBe(503);
    const listed = await app.get('/lectern/testing/faults', 'admin-token');
    expect(listed.body).toMatchObject({ rules: [{ id: 1, remaining: 1, hits: 1 }, { id: 2, remaining: null, hits: 0 }] });

    // A second PUT replaces the set rather than adding to it.
    expect((await putRules([{ path: '/x', drop: true }])).body).toMatchObject({ rules: [{ id: 1, path: '/x', drop: true, hits: 0 }] });
    expect((await app.get('/lectern/testing/faults', 'admin-token')).body).toMatchObject({ rules: [{ path: '/x' }] });
  });

  it('clears every rule on DELETE, after which requests get their real answers', async () => {
    const { app, course, putRules } = faultWorld();
    await putRules([{ path: '/api/v1/courses/*', status: 500 }]);
    expect((await app.get(`/api/v1/courses/${course.id}`, 'teacher-token')).status).toBe(500);
    const cleared = await app.send('DELETE', '/lectern/testing/faults', 'admin-token');
    expect(cleared).toMatchObject({ status: 200, body: { rules: [] } });
    expect((await app.get(`/api/v1/courses/${course.id}`, 'teacher-token')).status).toBe(200);
  });

  it('refuses a bad set with a 400 naming every bad field, and keeps the rules it had', async () => {
    const { app, putRules } = faultWorld();
    await putRules([{ path: '/api/v1/courses', status: 500 }]);
    const refused = await putRules([
      { path: '/api/v1/courses', status: 418 },
      { path: 'api/v1/*', latency_ms: -5 },
      { path: '/api/**/courses', drop: 'yes', count: 0 },
      { path: '/api/v1/cour*', status: 500, drop: true, probability: 2 },
      { path: '/a?b=1', method: 'TRACE', retry_after: 5, statuss: 503 },
      { method: 'GET' },
      'drop everything',
    ]);
    expect(refused.status).toBe(400);
    const errors = (refused.body as { errors: Record<string, { attribute: string; type: string }[]> }).errors;
    expect(Object.keys(errors).sort()).toEqual([
      'rules[0].status',
      'rules[1].latency_ms', 'rules[1].path',
      'rules[2].count', 'rules[2].drop', 'rules[2].path',
      'rules[3].drop', 'rules[3].path', 'rules[3].probability',
      'rules[4]', 'rules[4].method', 'rules[4].path', 'rules[4].retry_after', 'rules[4].statuss',
      'rules[5]', 'rules[5].path',
      'rules[6]',
    ].sort());
    expect(errors['rules[0].status']).toEqual([{ attribute: 'rules[0].status', type: 'invalid', message: 'must be one of 403, 500, 502, 503, 504' }]);
    expect(errors['rules[5].path']?.[0]?.type).toBe('required');

    expect((await app.send('PUT', '/lectern/testing/faults', 'admin-token', {})).body).toEqual({
      errors: { rules: [{ attribute: 'rules', type: 'required', message: 'must be a list of at most 100 rules' }] },
    });
    expect((await putRules({ path: '/x', drop: true })).status).toBe(400);
    expect((await putRules(Array.from({ length: 101 }, () => ({ path: '/x', drop: true })))).status).toBe(400);
    expect((await app.get('/lectern/testing/faults', 'admin-token')).body).toMatchObject({ rules: [{ path: '/api/v1/courses', status: 500 }] });
  });

  it('answers only a root-account admin: others get Canvas’s 403 and their rules are not applied', async () => {
    const { app, course, putRules } = faultWorld();
    for (const token of ['teacher-token', 'student-token']) {
      const refused = await putRules([{ path: '/**', status: 500 }], token);
      expect(refused).toMatchObject({ status: 403, body: { status: 'unauthorized' } });
      expect((await app.get('/lectern/testing/faults', token)).status).toBe(403);
      expect((await app.send('DELETE', '/lectern/testing/faults', token)).status).toBe(403);
    }
    expect((await app.send('PUT', '/lectern/testing/faults', '', { rules: [] })).status).toBe(401);
    expect((await app.get(`/api/v1/courses/${course.id}`, 'teacher-token')).status).toBe(200);
  });

  it('does not exist outside testing mode, and no rule strikes there', async () => {
    const { app, course, putRules } = faultWorld({ testing: false });
    expect(await putRules([{ path: '/**', status: 500 }])).toMatchObject({
      status: 404,
      body: { errors: [{ message: 'The specified resource does not exist.' }] },
    });
    expect((await app.get('/lectern/testing/faults', 'admin-token')).status).toBe(404);
    expect((await app.send('DELETE', '/lectern/testing/faults', 'admin-token')).status).toBe(404);
    expect((await app.get(`/api/v1/courses/${course.id}`, 'teacher-token')).status).toBe(200);
  });
});

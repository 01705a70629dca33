import { describe, expect, it } from 'vitest';
import { courseContract } from '../../src/api/schemas/contracts';
import { expectContract } from '../test/contract';
import { createTestApp } from '../test/test-app';
import { standardWorld } from '../test/test-data';

const NOT_FOUND = { errors: [{ message: 'The specified resource does not exist.' }] };

describe('unknown ids and routes', () => {
  const app = createTestApp();
  const world = standardWorld(app.data);

  it.each([
    '/api/v1/courses/999999',
    '/api/v1/courses/abc',
    '/api/v1/courses/sis_course_id:XYZ',
    '/api/v1/courses/99999999999999999999999',
    '/api/v1/users/424242/courses',
    '/api/v1/accounts/777',
    '/api/v1/no/such/route',
  ])('GET %s is a Canvas 404', async (path) => {
    const { status, body, headers } = await app.get(path, 'admin-token');
    expect(status).toBe(404);
    expect(body).toEqual(NOT_FOUND);
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('treats a trailing .json like the bare path', async () => {
    const { status, body } = await app.get(`/api/v1/courses/${world.course.id}.json`, 'teacher-token');
    expect(status).toBe(200);
    expect(expectContract(courseContract, body).name).toBe('Biology 101');
  });

  it('sends security and rate-limit headers on API responses', async () => {
    const { headers } = await app.get('/api/v1/users/self', 'teacher-token');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-rate-limit-remaining')).toBe('700.0');
    expect(headers.get('x-request-cost')).toBe('0.0');
  });

  it('keeps a deleted course hidden unless include[]=all_courses is asked for', async () => {
    app.db.prepare(`UPDATE courses SET workflow_state = 'deleted' WHERE id = ?`).run(world.course.id);
    expect((await app.get(`/api/v1/courses/${world.course.id}`, 'admin-token')).status).toBe(404);
    const all = await app.get(`/api/v1/courses/${world.course.id}?include[]=all_courses`, 'admin-token');
    expect(all.status).toBe(200);
    expect(expectContract(courseContract, all.body).workflow_state).toBe('deleted');
  });
});

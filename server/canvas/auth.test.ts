import { describe, expect, it } from 'vitest';
import { userContract } from '../../src/api/schemas/contracts';
import { expectContract } from '../test/contract';
import { createTestApp } from '../test/test-app';
import { standardWorld } from '../test/test-data';

describe('authentication (docs/canvas-contract.md §1.2)', () => {
  const app = createTestApp();
  const world = standardWorld(app.data);
  app.data.token(world.student, 'revoked-token', 'deleted');
  app.data.token(world.student, 'expired-token', 'active', '2020-01-01T00:00:00Z');

  it('rejects a request without a token with the unauthenticated body and a Bearer challenge', async () => {
    const response = await app.request('/api/v1/courses');
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="canvas-lms"');
    expect(await response.json()).toEqual({
      status: 'unauthenticated',
      errors: [{ message: 'user authorization required' }],
    });
  });

  it('rejects an unknown token as invalid', async () => {
    const response = await app.request('/api/v1/courses', { token: 'nope' });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="canvas-lms"');
    expect(await response.json()).toEqual({ errors: [{ message: 'Invalid access token.' }] });
  });

  it('rejects a revoked token as revoked', async () => {
    const { status, body } = await app.get('/api/v1/users/self', 'revoked-token');
    expect(status).toBe(401);
    expect(body).toEqual({ errors: [{ message: 'Revoked access token.' }] });
  });

  it('rejects an expired token and says when it expired', async () => {
    const { status, body } = await app.get('/api/v1/users/self', 'expired-token');
    expect(status).toBe(401);
    expect(body).toEqual({ errors: [{ message: 'Expired access token.', expired_at: '2020-01-01T00:00:00Z' }] });
  });

  it('accepts the token as a Bearer header, an access_token query parameter or a form field', async () => {
    const header = await app.get('/api/v1/users/self', 'teacher-token');
    const query = await app.request('/api/v1/users/self?access_token=teacher-token');
    expect(header.status).toBe(200);
    expect(expectContract(userContract, header.body).name).toBe('Terry Teacher');
    expect(query.status).toBe(200);
    expect(expectContract(userContract, await query.json()).id).toBe(world.teacher);
    const posted = await app.request('/api/v1/courses/999999/reset_content', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'access_token=teacher-token',
    });
    // Authenticated by the form field: the unknown course is a 404, not a 401.
    expect(posted.status).toBe(404);
  });

  it('prefers the Authorization header over an access_token parameter', async () => {
    const response = await app.request('/api/v1/users/self?access_token=nope', { token: 'student-token' });
    expect(response.status).toBe(200);
  });

  it('stores tokens only as SHA-256 digests', () => {
    const rows = app.db.prepare('SELECT token_hash FROM access_tokens').all() as { token_hash: string }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.token_hash).not.toContain('token');
    }
  });

  it('answers a permission failure with 403 and no challenge header', async () => {
    const { status, body, headers } = await app.get(`/api/v1/users/${world.teacher}/courses`, 'student-token');
    expect(status).toBe(403);
    expect(headers.get('www-authenticate')).toBeNull();
    expect(body).toEqual({ status: 'unauthorized', errors: [{ message: 'user not authorized to perform that action' }] });
  });
});

import { describe, expect, it } from 'vitest';
import { enrollmentTermListContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { createTestApp } from '../../test/test-app';
import { standardWorld } from '../../test/test-data';

function world() {
  const app = createTestApp();
  const w = standardWorld(app.data);
  const fall = app.data.term(w.accountId, 'Fall 2026', false);
  const spring = app.data.term(w.accountId, 'Spring 2026', false);
  const old = app.data.term(w.accountId, 'Retired', false);
  app.db.prepare(`UPDATE enrollment_terms SET start_at = '2026-08-20T00:00:00Z' WHERE id = ?`).run(fall);
  app.db.prepare(`UPDATE enrollment_terms SET start_at = '2026-01-10T00:00:00Z' WHERE id = ?`).run(spring);
  app.db.prepare(`UPDATE enrollment_terms SET workflow_state = 'deleted' WHERE id = ?`).run(old);
  const sub = app.data.account('Science', w.accountId);
  return { app, ...w, sub };
}

const names = (body: unknown) => expectContract(enrollmentTermListContract, body).enrollment_terms.map((term) => term.name);

describe('GET /api/v1/accounts/:account_id/terms', () => {
  const { app, accountId, sub } = world();

  it('wraps the root account’s active terms in enrollment_terms, ordered by start date with open dates last', async () => {
    const { status, body, headers } = await app.get(`/api/v1/accounts/${accountId}/terms`, 'admin-token');
    expect(status).toBe(200);
    expect(names(body)).toEqual(['Spring 2026', 'Fall 2026', 'Default Term']);
    expect(headers.get('link')).toContain('rel="last"');
  });

  it('filters by workflow_state[] and lists every state with "all"', async () => {
    expect(names((await app.get(`/api/v1/accounts/${accountId}/terms?workflow_state[]=deleted`, 'admin-token')).body)).toEqual(['Retired']);
    expect(names((await app.get(`/api/v1/accounts/${accountId}/terms?workflow_state[]=all`, 'admin-token')).body)).toHaveLength(4);
  });

  it('answers for a sub-account with its root account’s terms, paginated', async () => {
    const { body, headers } = await app.get(`/api/v1/accounts/${sub}/terms?per_page=1`, 'admin-token');
    expect(names(body)).toEqual(['Spring 2026']);
    expect(headers.get('link')).toContain('rel="next"');
  });

  it.each(['teacher-token', 'student-token'])('refuses %s with 403', async (token) => {
    expect((await app.get(`/api/v1/accounts/${accountId}/terms`, token)).status).toBe(403);
  });

  it('answers 404 for an unknown account', async () => {
    expect((await app.get('/api/v1/accounts/999/terms', 'admin-token')).status).toBe(404);
  });
});

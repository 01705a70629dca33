import { describe, expect, it } from 'vitest';
import { accountContract, listOf } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { createTestApp } from '../../test/test-app';
import { standardWorld } from '../../test/test-data';

const names = (body: unknown) => expectContract(listOf(accountContract), body).map((account) => account.name);

describe('GET /api/v1/accounts/:account_id/sub_accounts', () => {
  const app = createTestApp();
  const { accountId } = standardWorld(app.data);
  const science = app.data.account('Science', accountId);
  app.data.account('Arts', accountId);
  app.data.account('Biology', science);
  const closed = app.data.account('Closed', accountId);
  app.db.prepare(`UPDATE accounts SET workflow_state = 'deleted' WHERE id = ?`).run(closed);
  const chemAdmin = app.data.user('Cam Chem', 'science-token');
  app.data.admin(science, chemAdmin);

  it('lists the direct, live sub-accounts by id as Account JSON', async () => {
    const { status, body } = await app.get(`/api/v1/accounts/${accountId}/sub_accounts`, 'admin-token');
    expect(status).toBe(200);
    expect(names(body)).toEqual(['Science', 'Arts']);
    expect(body).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Science', parent_account_id: accountId, root_account_id: accountId })]),
    );
  });

  it('lists the whole tree with recursive=true', async () => {
    expect(names((await app.get(`/api/v1/accounts/${accountId}/sub_accounts?recursive=true`, 'admin-token')).body)).toEqual([
      'Science', 'Arts', 'Biology',
    ]);
  });

  it('allows admins of the account or an ancestor, and no one else', async () => {
    expect(names((await app.get(`/api/v1/accounts/${science}/sub_accounts`, 'science-token')).body)).toEqual(['Biology']);
    expect((await app.get(`/api/v1/accounts/${accountId}/sub_accounts`, 'science-token')).status).toBe(403);
    expect((await app.get(`/api/v1/accounts/${accountId}/sub_accounts`, 'teacher-token')).status).toBe(403);
    expect((await app.get('/api/v1/accounts/999/sub_accounts', 'admin-token')).status).toBe(404);
  });
});

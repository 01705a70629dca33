import { describe, expect, it } from 'vitest';
import { accountSchema } from '@/api/schemas/account';
import { accountOptions, rootAccountId } from './account-options';
import type { CanvasId } from '@/api/schemas/ids';

const account = (id: CanvasId, name: string, parent: CanvasId | null) =>
  accountSchema.parse({
    id,
    name,
    uuid: `u${id}`,
    workflow_state: 'active',
    parent_account_id: parent,
    root_account_id: parent === null ? null : 1,
    default_storage_quota_mb: 500,
    default_user_storage_quota_mb: 50,
    default_group_storage_quota_mb: 50,
    default_time_zone: 'America/Denver',
  });

describe('accountOptions', () => {
  it('says where each account sits', () => {
    const root = account('1', 'Lectern University', null);
    const biology = account('3', 'Biology', '2');
    const accounts = [root, account('2', 'School of Sciences', '1'), biology];
    expect(accountOptions(accounts)).toEqual([
      { id: '1', label: 'Lectern University', detail: 'Root account' },
      { id: '2', label: 'School of Sciences', detail: 'In Lectern University' },
      { id: '3', label: 'Biology', detail: 'In Lectern University › School of Sciences' },
    ]);
    expect(rootAccountId(biology)).toBe('1');
    expect(rootAccountId(root)).toBe('1');
  });
});

import type { Account } from '@/api/schemas/account';
import type { ComboBoxOption } from '@/components/form/combo-box-field';
import type { CanvasId } from '@/api/schemas/ids';

/** "Lectern University › School of Sciences": where an account sits, for telling same-named ones apart. */
function parentPath(account: Account, byId: ReadonlyMap<CanvasId, Account>): string[] {
  const path: string[] = [];
  let parentId = account.parent_account_id;
  // Bounded: a malformed tree must not loop forever.
  for (let depth = 0; parentId !== null && depth < 20; depth += 1) {
    const parent = byId.get(parentId);
    if (!parent) break;
    path.unshift(parent.name);
    parentId = parent.parent_account_id;
  }
  return path;
}

export function accountOptions(accounts: readonly Account[]): ComboBoxOption[] {
  const byId = new Map(accounts.map((account) => [account.id, account]));
  return accounts.map((account) => {
    const path = parentPath(account, byId);
    return { id: account.id, label: account.name, detail: path.length > 0 ? `In ${path.join(' › ')}` : 'Root account' };
  });
}

/** Terms belong to the root account. */
export function rootAccountId(account: Account): CanvasId {
  return account.root_account_id ?? account.id;
}

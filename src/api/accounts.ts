import { queryOptions } from '@tanstack/react-query';
import { fetchAllPages } from './http/paginated';
import { accountSchema, type Account } from './schemas/account';
import type { CanvasId } from '@/api/schemas/ids';

export const accountKeys = {
  all: ['accounts'] as const,
  list: () => [...accountKeys.all, 'list'] as const,
  detail: (id: CanvasId) => [...accountKeys.all, 'detail', id] as const,
  manageable: () => [...accountKeys.all, 'manageable'] as const,
};

/** GET /api/v1/accounts: the accounts the caller administers; a short pick-list, so every page. */
export function fetchAccounts(signal?: AbortSignal): Promise<Account[]> {
  return fetchAllPages('/api/v1/accounts', { schema: accountSchema, signal });
}

/** One account, the tree below it and the accounts a caller may create courses in are in account-tree.ts. */
export const accountQueries = {
  // Who administers which account does not change under a user's feet: asked once a session (sign-out clears it),
  // not again on every page that shows an admin-only link.
  list: () => queryOptions({ queryKey: accountKeys.list(), queryFn: ({ signal }) => fetchAccounts(signal), staleTime: Infinity }),
};

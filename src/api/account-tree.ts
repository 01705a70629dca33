import { queryOptions } from '@tanstack/react-query';
import { accountKeys, fetchAccounts } from './accounts';
import { canvasFetch } from './http/canvas-fetch';
import { fetchAllPages } from './http/paginated';
import { accountSchema, type Account } from './schemas/account';
import type { CanvasId } from '@/api/schemas/ids';

/**
 * One account and the accounts below it, apart from accounts.ts: the shell of every page reads the caller's
 * accounts, and only the pages of an account or that create a course read one account or the tree below it.
 */

/** GET /api/v1/accounts/:id: for its admins only (others get 403, as Canvas answers). */
async function fetchAccount(id: CanvasId, signal?: AbortSignal): Promise<Account> {
  const { data } = await canvasFetch(`/api/v1/accounts/${id}`, { schema: accountSchema, signal });
  return data;
}

/** GET /api/v1/accounts/:id/sub_accounts?recursive=true: the whole tree below an account. */
function fetchSubAccounts(id: CanvasId, signal?: AbortSignal): Promise<Account[]> {
  return fetchAllPages(`/api/v1/accounts/${id}/sub_accounts`, { params: { recursive: true }, schema: accountSchema, signal });
}

/**
 * Every account the caller may create courses in: the ones they administer and everything below them,
 * once each, parents before children. One query function, so a pick-list never chains effects.
 */
async function fetchManageableAccounts(signal?: AbortSignal): Promise<Account[]> {
  const administered = await fetchAccounts(signal);
  const trees = await Promise.all(administered.map((account) => fetchSubAccounts(account.id, signal)));
  const byId = new Map<CanvasId, Account>();
  for (const account of [...administered, ...trees.flat()]) if (!byId.has(account.id)) byId.set(account.id, account);
  return [...byId.values()];
}

export const accountTreeQueries = {
  detail: (id: CanvasId) =>
    queryOptions({ queryKey: accountKeys.detail(id), queryFn: ({ signal }) => fetchAccount(id, signal), staleTime: 5 * 60_000 }),
  manageable: () =>
    queryOptions({ queryKey: accountKeys.manageable(), queryFn: ({ signal }) => fetchManageableAccounts(signal), staleTime: 5 * 60_000 }),
};

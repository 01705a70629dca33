import { queryOptions } from '@tanstack/react-query';
import { canvasFetch } from './http/canvas-fetch';
import { fetchAllPages } from './http/paginated';
import { accountSchema, type Account } from './schemas/account';
import type { CanvasId } from '@/api/schemas/ids';

const accountKeys = {
  all: ['accounts'] as const,
  list: () => [...accountKeys.all, 'list'] as const,
  detail: (id: CanvasId) => [...accountKeys.all, 'detail', id] as const,
  subAccounts: (id: CanvasId) => [...accountKeys.all, 'sub-accounts', id] as const,
  manageable: () => [...accountKeys.all, 'manageable'] as const,
};

/** GET /api/v1/accounts: the accounts the caller administers; a short pick-list, so every page. */
function fetchAccounts(signal?: AbortSignal): Promise<Account[]> {
  return fetchAllPages('/api/v1/accounts', { schema: accountSchema, signal });
}

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

export const accountQueries = {
  // Who administers which account does not change under a user's feet: asked once a session (sign-out clears it),
  // not again on every page that shows an admin-only link.
  list: () => queryOptions({ queryKey: accountKeys.list(), queryFn: ({ signal }) => fetchAccounts(signal), staleTime: Infinity }),
  detail: (id: CanvasId) =>
    queryOptions({ queryKey: accountKeys.detail(id), queryFn: ({ signal }) => fetchAccount(id, signal), staleTime: 5 * 60_000 }),
  subAccounts: (id: CanvasId) =>
    queryOptions({ queryKey: accountKeys.subAccounts(id), queryFn: ({ signal }) => fetchSubAccounts(id, signal) }),
  manageable: () =>
    queryOptions({ queryKey: accountKeys.manageable(), queryFn: ({ signal }) => fetchManageableAccounts(signal), staleTime: 5 * 60_000 }),
};

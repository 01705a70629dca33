import { queryOptions } from '@tanstack/react-query';
import { fetchAllPages } from './http/paginated';
import { accountSchema, type Account } from './schemas/account';

export const accountKeys = {
  all: ['accounts'] as const,
  list: () => [...accountKeys.all, 'list'] as const,
};

/** GET /api/v1/accounts: the accounts the caller administers; a short pick-list, so every page. */
export function fetchAccounts(signal?: AbortSignal): Promise<Account[]> {
  return fetchAllPages('/api/v1/accounts', { schema: accountSchema, signal });
}

export const accountQueries = {
  list: () => queryOptions({ queryKey: accountKeys.list(), queryFn: ({ signal }) => fetchAccounts(signal) }),
};

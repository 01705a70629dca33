import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { accountTreeQueries } from '@/api/account-tree';
import { SelectField } from '@/components/form/select-field';
import type { CanvasId } from '@/api/schemas/ids';

/** Shown when the caller administers more than one account (or one with sub-accounts): which one to list. */
export function AccountPicker({ accountId }: { accountId: CanvasId }) {
  const { data: accounts } = useQuery(accountTreeQueries.manageable());
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  if (!accounts || accounts.length < 2) return null;
  // The search, states and sort still apply in another account; terms belong to one root account.
  const carried = new URLSearchParams(searchParams);
  carried.delete('term');
  return (
    <SelectField
      inline
      label="Account"
      options={accounts.map((account) => ({ value: account.id, label: account.name }))}
      value={accountId}
      onChange={(event) => void navigate(`/accounts/${event.target.value}/courses?${carried.toString()}`)}
    />
  );
}

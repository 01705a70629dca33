import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { accountQueries } from '@/api/accounts';
import { buttonClassName } from '@/components/button-class-name';

/** The first account the caller administers (GET /accounts lists them), or undefined for everyone else. */
export function useAdminAccount() {
  return useQuery(accountQueries.list()).data?.[0];
}

/** For admins: the way to every course of their account. */
export function AccountCoursesLink({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' }) {
  const account = useAdminAccount();
  if (!account) return null;
  return (
    <Link to={`/accounts/${account.id}/courses`} className={buttonClassName(variant)}>
      All courses in {account.name}
    </Link>
  );
}

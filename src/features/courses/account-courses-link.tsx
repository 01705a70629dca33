import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { accountQueries } from '@/api/accounts';
import { buttonClassName } from '@/components/button';

/** For admins (GET /accounts lists what they administer): the way to every course of their account. */
export function AccountCoursesLink({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' }) {
  const { data: accounts } = useQuery(accountQueries.list());
  const [account] = accounts ?? [];
  if (!account) return null;
  return (
    <Link to={`/accounts/${account.id}/courses`} className={buttonClassName(variant)}>
      All courses in {account.name}
    </Link>
  );
}

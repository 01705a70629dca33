import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { accountQueries } from '@/api/accounts';
import { buttonClassName } from '@/components/button-class-name';

/** Only account admins can create courses; GET /accounts lists the accounts the caller administers. */
export function NewCourseButton() {
  const { data: accounts } = useQuery(accountQueries.list());
  if (!accounts || accounts.length === 0) return null;
  return (
    <Link to="/courses/new" className={buttonClassName('primary')}>
      New course
    </Link>
  );
}

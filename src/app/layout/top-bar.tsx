import { useQuery } from '@tanstack/react-query';
import { Link, NavLink } from 'react-router';
import { accountQueries } from '@/api/accounts';
import { userQueries } from '@/api/users';
import { Button } from '@/components/button';
import { LogoMark } from '@/components/logo-mark';
import { initials } from '@/lib/initials';
import { useSignOut } from './use-sign-out';

/** Account admins (GET /accounts lists what they administer) also browse every course of their first account. */
function useAdminAccountId(): number | undefined {
  const { data: accounts } = useQuery(accountQueries.list());
  return accounts?.[0]?.id;
}

export function TopBar() {
  const { data: user, isPending } = useQuery(userQueries.self());
  const adminAccountId = useAdminAccountId();
  const signOut = useSignOut();
  return (
    <header className="topbar">
      <Link to="/courses" className="topbar__brand">
        <LogoMark />
        <span className="topbar__brand-name">Lectern</span>
      </Link>
      <nav aria-label="Main" className="topbar__nav">
        <NavLink to="/courses" className="topbar__link">
          Courses
        </NavLink>
        {adminAccountId !== undefined && (
          <NavLink to={`/accounts/${adminAccountId}/courses`} className="topbar__link">
            All courses
          </NavLink>
        )}
      </nav>
      <div className="topbar__user">
        {user ? (
          <span className="topbar__identity">
            <span className="avatar" aria-hidden="true">
              {initials(user.name)}
            </span>
            <span className="topbar__name">
              <span className="visually-hidden">Signed in as </span>
              {user.name}
            </span>
          </span>
        ) : isPending ? (
          <span className="skeleton skeleton--name" aria-hidden="true" />
        ) : null}
        <Button variant="ghost" size="sm" onPress={() => void signOut()}>
          Sign out
        </Button>
      </div>
    </header>
  );
}

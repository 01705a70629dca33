import { useQuery } from '@tanstack/react-query';
import { Link, NavLink } from 'react-router';
import { userQueries } from '@/api/users';
import { NativeButton } from '@/components/native-button';
import { LogoMark } from '@/components/logo-mark';
import { useAdminAccount } from '@/features/courses/account-courses-link';
import { initials } from '@/lib/initials';
import { useSignOut } from './use-sign-out';

export function TopBar() {
  const { data: user, isPending } = useQuery(userQueries.self());
  // Account admins also browse every course of their first account.
  const adminAccountId = useAdminAccount()?.id;
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
        <NavLink to="/users/self/files" className="topbar__link">
          My files
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
        <NativeButton variant="ghost" size="sm" onClick={() => void signOut()}>
          Sign out
        </NativeButton>
      </div>
    </header>
  );
}

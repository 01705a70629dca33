import { Outlet, useNavigation } from 'react-router';
import { LazyToastRegion } from './lazy-toast-region';

/** Wraps every route (signed in or not): page progress bar and the toast region. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {/* Decorative: the page's own loading states are what get announced. */}
      {navigation.state !== 'idle' ? <div className="nav-progress" aria-hidden="true" /> : null}
      <Outlet />
      <LazyToastRegion />
    </>
  );
}

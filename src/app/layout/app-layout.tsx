import { Outlet } from 'react-router';
import { AppBreadcrumbs } from './app-breadcrumbs';
import { TopBar } from './top-bar';
import { useFocusOnNavigate } from './use-focus-on-navigate';

const MAIN_ID = 'main';

/** The signed-in shell: skip link, top bar, breadcrumbs, main landmark. */
export function AppLayout() {
  useFocusOnNavigate(MAIN_ID);
  return (
    <div className="app">
      <a href={`#${MAIN_ID}`} className="skip-link">
        Skip to main content
      </a>
      <TopBar />
      <main id={MAIN_ID} className="app__main" tabIndex={-1}>
        <AppBreadcrumbs />
        <Outlet />
      </main>
    </div>
  );
}

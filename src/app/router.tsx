import { createBrowserRouter, redirect, type LoaderFunctionArgs, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { Spinner } from '@/components/spinner';
import { AppLayout } from './layout/app-layout';
import { RootLayout } from './layout/root-layout';
import { PAGE_PATHS } from './page-paths';
import type { RouteHandle } from './route-handle';
import { RouteError } from './route-error';
import { COURSE_LIST_ROUTE_ID, COURSES_ROUTE_ID, PAGES_ROUTE_ID } from './route-ids';
import { currentSession, signInHref } from './session';

/** Every signed-in route sits under this check; the session is an HttpOnly cookie, so the server is asked (once). */
async function requireSession({ request }: LoaderFunctionArgs) {
  if (await currentSession()) return null;
  const url = new URL(request.url);
  throw redirect(signInHref({ redirect: url.pathname + url.search }));
}

const coursesHandle: RouteHandle = { crumb: () => 'Courses' };

/**
 * The rest of the route table (discovered-routes.tsx), fetched the first time a URL is not matched by the entry's
 * table alone: React Router asks on every navigation whose match has a parameter or a splat, so once it is patched
 * in the answer is immediate. A navigation cancelled while the chunk loads ignores `patch`; the next one patches
 * (React Router skips routes it already has, should two navigations patch at once).
 */
function discoverRoutes(): PatchRoutesOnNavigationFunction {
  let discovered = false;
  return async ({ patch, signal }) => {
    if (discovered) return;
    const { patchDiscoveredRoutes } = await import('./discovered-routes');
    if (signal.aborted) return;
    patchDiscoveredRoutes(patch);
    discovered = true;
  };
}

/**
 * Pages are lazy route modules: each exports `Component` and optionally `loader`. The most visited pages keep
 * their loader in a small chunk of its own (`*-data.ts`), loaded beside the page's chunk: their requests start
 * as soon as that chunk arrives, without waiting for the page's code and its libraries. Pages the server answers
 * with a preloading document use their full pattern from page-paths.ts, which the build reads too (React Router
 * takes an absolute child path that starts with its parents' path).
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: (
        <div className="boot">
          <Spinner size="lg" label="Loading Lectern…" />
        </div>
      ),
      children: [
        { path: 'sign-in', lazy: () => import('./routes/sign-in-route') },
        {
          element: <AppLayout />,
          loader: requireSession,
          children: [
            {
              id: PAGES_ROUTE_ID,
              // Errors below render inside the shell, so the top bar stays usable.
              errorElement: <RouteError />,
              children: [
                { index: true, loader: () => redirect('/courses') },
                {
                  id: COURSES_ROUTE_ID,
                  path: PAGE_PATHS.courses,
                  handle: coursesHandle,
                  children: [
                    {
                      id: COURSE_LIST_ROUTE_ID,
                      index: true,
                      lazy: {
                        loader: async () => (await import('./courses-data')).coursesLoader,
                        Component: async () => (await import('./routes/courses-route')).Component,
                      },
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes(), { patchRoutesOnNavigation: discoverRoutes() });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

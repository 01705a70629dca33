import { createBrowserRouter, redirect, type LoaderFunctionArgs } from 'react-router';
import { Spinner } from '@/components/spinner';
import { AppLayout } from './layout/app-layout';
import { CourseCrumb } from './layout/course-crumb';
import { RootLayout } from './layout/root-layout';
import type { RouteHandle } from './route-handle';
import { RouteError } from './route-error';
import { hasSession, signInHref } from './session';

/** Every signed-in route sits under this check; the token is only in sessionStorage. */
function requireSession({ request }: LoaderFunctionArgs) {
  if (hasSession()) return null;
  const url = new URL(request.url);
  throw redirect(signInHref({ redirect: url.pathname + url.search }));
}

const coursesHandle: RouteHandle = { crumb: () => 'Courses' };
const courseHandle: RouteHandle = { crumb: (params) => <CourseCrumb courseId={Number(params.courseId)} /> };
const userCoursesHandle: RouteHandle = { crumb: () => 'User’s courses' };

/** Pages are lazy route modules: each exports `Component` and optionally `loader`. */
export function createAppRouter() {
  return createBrowserRouter([
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
              // Errors below render inside the shell, so the top bar stays usable.
              errorElement: <RouteError />,
              children: [
                { index: true, loader: () => redirect('/courses') },
                {
                  path: 'courses',
                  handle: coursesHandle,
                  children: [
                    { index: true, lazy: () => import('./routes/courses-route') },
                    {
                      path: ':courseId',
                      handle: courseHandle,
                      lazy: () => import('./routes/course-layout-route'),
                      children: [
                        { index: true, errorElement: <RouteError />, lazy: () => import('./routes/course-home-route') },
                        { path: '*', lazy: () => import('./routes/not-found-route') },
                      ],
                    },
                  ],
                },
                {
                  path: 'users/:userId/courses',
                  handle: userCoursesHandle,
                  lazy: () => import('./routes/user-courses-route'),
                },
                { path: '*', lazy: () => import('./routes/not-found-route') },
              ],
            },
          ],
        },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;

import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { RouterProvider } from 'react-router';
import type { AppRouter } from './router';

export function AppProviders({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AriaLinks router={router}>
        <RouterProvider router={router} />
      </AriaLinks>
    </QueryClientProvider>
  );
}

/** Lets React Aria links (menus, breadcrumbs, tabs) navigate client-side instead of reloading. */
function AriaLinks({ router, children }: { router: AppRouter; children: ReactNode }) {
  return <AriaRouterProvider navigate={(href) => void router.navigate(href)}>{children}</AriaRouterProvider>;
}

import { lazy, Suspense } from 'react';
import { useRouteError } from 'react-router';
import { ErrorBoundary } from '@/components/error-boundary';
import { NewVersionError } from '@/components/new-version-error';
import { isChunkLoadError } from './chunk-load-error';

// The full error page (not found, session ended, not allowed, the rest) is fetched only when a route fails.
const RouteErrorView = lazy(() => import('./route-error-view').then((module) => ({ default: module.RouteErrorView })));

/**
 * The routes' error element. A page whose code could not be downloaded is answered here, without another chunk:
 * when the network dropped, the error page's own chunk would not arrive either. If that chunk fails later, the
 * same answer shows instead of a blank page.
 */
export function RouteError() {
  const error = useRouteError();
  if (isChunkLoadError(error)) return <NewVersionPage />;
  return (
    <ErrorBoundary fallback={() => <NewVersionPage />}>
      <Suspense fallback={null}>
        <RouteErrorView />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The page's code could not be downloaded: only a reload, which fetches the current version, can help. */
function NewVersionPage() {
  return (
    <>
      <title>New version available · Lectern</title>
      <NewVersionError variant="page" />
    </>
  );
}

import { lazy, Suspense } from 'react';
import { useRouteError } from 'react-router';
import { ErrorBoundary } from '@/components/error-boundary';
import { ErrorView } from '@/components/error-view';
import { NativeButton } from '@/components/native-button';
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
  if (isChunkLoadError(error)) return <NewVersionError />;
  return (
    <ErrorBoundary fallback={() => <NewVersionError />}>
      <Suspense fallback={null}>
        <RouteErrorView />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The page's code could not be downloaded: only a reload, which fetches the current version, can help. */
function NewVersionError() {
  return (
    <>
      <title>New version available · Lectern</title>
      <ErrorView
        variant="page"
        title="A new version is available"
        message="This page’s code could not be loaded, usually because Lectern was updated or the connection dropped."
      >
        <NativeButton variant="primary" onClick={() => window.location.reload()}>
          Reload
        </NativeButton>
      </ErrorView>
    </>
  );
}

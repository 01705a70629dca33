import { isRouteErrorResponse, Link, useLocation, useRevalidator, useRouteError } from 'react-router';
import { isCanvasApiError } from '@/api/http/canvas-api-error';
import { describeError } from '@/api/http/describe-error';
import { buttonClassName } from '@/components/button-class-name';
import { ErrorView } from '@/components/error-view';
import { NotFoundView } from './not-found-view';
import { signInHref } from './session';

/**
 * Route-level error page, chosen by status (docs/design.md "Errors", first tier). Each names itself in the tab title.
 * A chunk that failed to load is answered before this view is fetched (route-error.tsx).
 */
export function RouteErrorView() {
  const error = useRouteError();
  const location = useLocation();
  const revalidator = useRevalidator();

  if ((isRouteErrorResponse(error) && error.status === 404) || (isCanvasApiError(error) && error.isNotFound)) {
    return <NotFoundView />;
  }
  if (isCanvasApiError(error) && error.isAuthError) {
    return (
      <>
        <title>Session ended · Lectern</title>
        <ErrorView variant="page" title="Your session has ended" message="Sign in again to continue where you left off.">
          <Link
            to={signInHref({ redirect: location.pathname + location.search, reason: 'expired' })}
            className={buttonClassName('primary')}
          >
            Sign in again
          </Link>
        </ErrorView>
      </>
    );
  }
  if (isCanvasApiError(error) && error.isForbidden) {
    return (
      <>
        <title>Not allowed · Lectern</title>
        <ErrorView
          variant="page"
          title="You don't have permission to view this page"
          message="Your account can’t open this page. If you think it should, ask an administrator for access."
        >
          <Link to="/courses" className={buttonClassName('secondary')}>
            Go to courses
          </Link>
        </ErrorView>
      </>
    );
  }
  return (
    <>
      <title>{`${describeError(error).title} · Lectern`}</title>
      <ErrorView variant="page" error={error} onRetry={() => void revalidator.revalidate()} />
    </>
  );
}

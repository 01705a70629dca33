import { isRouteErrorResponse, Link, useLocation, useRevalidator, useRouteError } from 'react-router';
import { isCanvasApiError } from '@/api/http/canvas-api-error';
import { buttonClassName } from '@/components/button';
import { ErrorView } from '@/components/error-view';
import { NotFoundView } from './not-found-view';
import { signInHref } from './session';

/** Route-level error page, chosen by status (design.md "Errors", first tier). */
export function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  const revalidator = useRevalidator();

  if ((isRouteErrorResponse(error) && error.status === 404) || (isCanvasApiError(error) && error.isNotFound)) {
    return <NotFoundView />;
  }
  if (isCanvasApiError(error) && error.isAuthError) {
    return (
      <ErrorView variant="page" title="Your session has ended" message="Sign in again to continue where you left off.">
        <Link
          to={signInHref({ redirect: location.pathname + location.search, reason: 'expired' })}
          className={buttonClassName('primary')}
        >
          Sign in again
        </Link>
      </ErrorView>
    );
  }
  if (isCanvasApiError(error) && error.isForbidden) {
    return (
      <>
        <title>Permission needed · Lectern</title>
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
  return <ErrorView variant="page" error={error} onRetry={() => void revalidator.revalidate()} />;
}

import { Link } from 'react-router';
import { buttonClassName } from '@/components/button-class-name';

export function NotFoundView() {
  return (
    <div className="error-view error-view--page">
      <title>Page not found · Lectern</title>
      <p className="error-view__code">404</p>
      <h1 className="error-view__title" tabIndex={-1} data-page-heading="">
        Page not found
      </h1>
      <p className="error-view__message">The page may have moved, or the address may be wrong.</p>
      <div className="error-view__actions">
        <Link to="/courses" className={buttonClassName('primary')}>
          Go to courses
        </Link>
      </div>
    </div>
  );
}

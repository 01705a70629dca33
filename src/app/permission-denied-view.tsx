import { Link } from 'react-router';
import { buttonClassName } from '@/components/button-class-name';
import { ErrorView } from '@/components/error-view';
import type { CanvasId } from '@/api/schemas/ids';

export interface PermissionDeniedViewProps {
  title: string;
  message: string;
  courseId: CanvasId;
}

/** A course page the caller's role cannot use: said plainly, with a way back, before any request fails. */
export function PermissionDeniedView({ title, message, courseId }: PermissionDeniedViewProps) {
  return (
    <div className="page">
      <title>{`${title} · Lectern`}</title>
      <ErrorView variant="page" title={title} message={message}>
        <Link to={`/courses/${courseId}`} className={buttonClassName('secondary')}>
          Back to course home
        </Link>
      </ErrorView>
    </div>
  );
}

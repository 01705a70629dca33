import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { coursePermissionQueries } from '@/api/course-permissions';
import type { CoursePermissions } from '@/api/schemas/course-actions';
import { ErrorView } from '@/components/error-view';
import { LoadingRows } from '@/components/loading-rows';
import { PermissionDeniedView } from './permission-denied-view';
import type { CanvasId } from '@/api/schemas/ids';

export type CoursePermissionGateProps = {
  courseId: CanvasId;
  isAllowed: (permissions: CoursePermissions | undefined) => boolean;
  /** What the refusal says: the page's title and who may use it instead. */
  denied: { title: string; message: string };
  children: ReactNode;
};

/** A course page only some may use: its content once the caller's rights allow it, else the permission-denied view. */
export function CoursePermissionGate({ courseId, isAllowed, denied, children }: CoursePermissionGateProps) {
  const permissions = useQuery(coursePermissionQueries.detail(courseId));
  if (permissions.isPending) return <LoadingRows label="Checking your permissions…" rows={3} />;
  if (permissions.isError) return <ErrorView error={permissions.error} onRetry={() => void permissions.refetch()} />;
  if (!isAllowed(permissions.data)) return <PermissionDeniedView courseId={courseId} title={denied.title} message={denied.message} />;
  return children;
}

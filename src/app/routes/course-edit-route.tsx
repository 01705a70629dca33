import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { accountQueries } from '@/api/accounts';
import { canEditCourse, coursePermissionQueries } from '@/api/course-permissions';
import { courseQueries } from '@/api/courses';
import type { Course } from '@/api/schemas/course';
import { termQueries } from '@/api/terms';
import { ErrorView } from '@/components/error-view';
import { LoadingRows } from '@/components/loading-rows';
import { PageHeader } from '@/components/page-header';
import { showToast } from '@/components/toast/toast-queue';
import { EditCourseForm } from '@/features/courses/form/edit-course-form';
import { PermissionDeniedView } from '../permission-denied-view';
import { queryClient } from '../query-client';
import { startWhenCourseLoads } from '../course-requests';
import { parseIdParam } from '../route-params';

export function loader({ params }: LoaderFunctionArgs) {
  const courseId = parseIdParam(params.courseId);
  startWhenCourseLoads(
    courseId,
    () => queryClient.query(coursePermissionQueries.detail(courseId)),
    () => queryClient.query(accountQueries.list()),
  );
  return null;
}

/** Admins (who administer some account) may move the course to another term of its root account. */
function useTermChoices(course: Course | undefined) {
  const accounts = useQuery(accountQueries.list());
  const isAdmin = (accounts.data?.length ?? 0) > 0;
  const terms = useQuery({ ...termQueries.list(course?.root_account_id ?? ''), enabled: isAdmin && course !== undefined });
  const isPending = accounts.isPending || (isAdmin && terms.isPending);
  // A terms list the caller may not read (403) simply means the term stays read-only.
  return { isPending, terms: isAdmin && terms.data ? terms.data : null };
}

function CourseEditRoute() {
  const courseId = parseIdParam(useParams().courseId);
  const navigate = useNavigate();
  const course = useQuery(courseQueries.detail(courseId));
  const permissions = useQuery(coursePermissionQueries.detail(courseId));
  const termChoices = useTermChoices(course.data);

  const onSaved = (saved: Course, state: object) => {
    void navigate(`/courses/${saved.id}`, { state });
    showToast({ title: 'Course details saved', tone: 'success' });
  };

  const failed = [course, permissions].find((query) => query.isError);
  if (failed) return <ErrorView error={failed.error} onRetry={() => void failed.refetch()} />;
  if (permissions.data && !canEditCourse(permissions.data)) {
    return (
      <PermissionDeniedView
        courseId={courseId}
        title="You don't have permission to edit this course"
        message="Only teachers, designers and administrators who can edit course content can change its details."
      />
    );
  }
  const ready = course.data && permissions.data && !termChoices.isPending;
  return (
    <div className="page page--narrow">
      <title>{`Edit details · ${course.data?.name ?? 'Course'} · Lectern`}</title>
      <PageHeader eyebrow={course.data?.course_code} title="Edit course details" />
      {ready ? (
        <EditCourseForm course={course.data} syllabus={course.data.syllabus_body ?? null} terms={termChoices.terms} onSaved={onSaved} />
      ) : (
        <LoadingRows label="Loading course details…" rows={5} />
      )}
    </div>
  );
}

export { CourseEditRoute as Component };

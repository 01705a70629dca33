import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { canEditCourse, canPublishCourse, coursePermissionQueries } from '@/api/course-permissions';
import { courseQueries } from '@/api/courses';
import { buttonClassName } from '@/components/button-class-name';
import { PageHeader } from '@/components/page-header';
import { CourseStateBadge } from '../course-state-badge';
import { PublishButton } from './publish-button';
import type { CanvasId } from '@/api/schemas/ids';

/** Name, code, state and the actions the caller's permissions allow (none until they are known). */
export function CourseHomeHeader({ courseId }: { courseId: CanvasId }) {
  const { data: course } = useSuspenseQuery(courseQueries.detail(courseId));
  const { data: permissions } = useQuery(coursePermissionQueries.detail(courseId));
  const actions = (
    <>
      {canPublishCourse(permissions) ? <PublishButton course={course} /> : null}
      {canEditCourse(permissions) ? (
        <Link to={`/courses/${courseId}/edit`} className={buttonClassName('secondary')}>
          Edit details
        </Link>
      ) : null}
    </>
  );
  return (
    <PageHeader
      eyebrow={course.course_code}
      title={course.name}
      description={
        <span className="course-home__meta">
          <CourseStateBadge state={course.workflow_state} />
          {course.term ? <span>{course.term.name}</span> : null}
        </span>
      }
      actions={actions}
    />
  );
}

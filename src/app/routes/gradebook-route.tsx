import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { canReadAllSubmissions } from '@/api/course-permissions';
import { courseQueries } from '@/api/courses';
import { PageHeader } from '@/components/page-header';
import { GradebookView } from '@/features/grading/gradebook/gradebook-view';
import { CoursePermissionGate } from '../course-permission-gate';
import { parseIdParam } from '../route-params';

/** Students and observers learn it from the rights the course layout already read, before any grade request. */
const NOT_A_GRADER = {
  title: 'The gradebook is for the course’s teachers',
  message: 'Only teachers, TAs and others who may see every student’s grades can open the gradebook. Your own course grade is on the course home page.',
};

function GradebookRoute() {
  const courseId = parseIdParam(useParams().courseId);
  const { data: course } = useQuery(courseQueries.detail(courseId));
  return (
    <CoursePermissionGate courseId={courseId} isAllowed={canReadAllSubmissions} denied={NOT_A_GRADER}>
      <div className="page page--fill">
        <title>{`Gradebook · ${course?.name ?? 'Course'} · Lectern`}</title>
        <PageHeader eyebrow={course?.course_code} title="Gradebook" />
        <GradebookView courseId={courseId} />
      </div>
    </CoursePermissionGate>
  );
}

export { GradebookRoute as Component };

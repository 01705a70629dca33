import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { data, useParams, type LoaderFunctionArgs } from 'react-router';
import type { AssignmentListParams } from '@/api/assignment-keys';
import { assignmentQueries } from '@/api/assignments';
import { canReadRoster, coursePermissionQueries } from '@/api/course-permissions';
import { courseUserQueries } from '@/api/course-users';
import { courseQueries } from '@/api/courses';
import { sectionQueries } from '@/api/sections';
import { LoadingRows } from '@/components/loading-rows';
import { PageHeader } from '@/components/page-header';
import { PanelCard } from '@/components/suspense-panel';
import { formatDateRange } from '@/lib/dates';
import { STUDENTS_COUNTED } from '@/lib/student-count';
import { MemberList, studentsInSection } from '@/features/overrides/member-list';
import { OverrideLookupList } from '@/features/overrides/override-lookup-list';
import '@/styles/assignment-detail.css';
import { queryClient } from '../query-client';
import { startWhenCourseLoads } from '../course-requests';
import { parseIdParam } from '../route-params';
import type { CanvasId } from '@/api/schemas/ids';

/** The overrides come with the list (for those who manage assignments), so no row looks its own up. */
const SECTION_LIST_PARAMS: AssignmentListParams = { include: ['overrides'] };

export function loader({ params }: LoaderFunctionArgs) {
  const courseId = parseIdParam(params.courseId);
  parseIdParam(params.sectionId);
  startWhenCourseLoads(
    courseId,
    () => queryClient.query(sectionQueries.list(courseId)),
    () => queryClient.query(assignmentQueries.list(courseId, SECTION_LIST_PARAMS)),
    async () => {
      if (canReadRoster(await queryClient.query(coursePermissionQueries.detail(courseId)))) {
        await queryClient.query(courseUserQueries.allStudents(courseId));
      }
    },
  );
  return null;
}

function SectionRoute() {
  return (
    <Suspense fallback={<LoadingRows label="Loading section…" rows={4} />}>
      <SectionPage />
    </Suspense>
  );
}

function SectionPage() {
  const params = useParams();
  const courseId = parseIdParam(params.courseId);
  const sectionId = parseIdParam(params.sectionId);
  const { data: course } = useQuery(courseQueries.detail(courseId));
  const { data: permissions } = useQuery(coursePermissionQueries.detail(courseId));
  const { data: sections } = useSuspenseQuery(sectionQueries.list(courseId));
  const section = sections.find((candidate) => candidate.id === sectionId);
  if (!section) throw data('Not found', { status: 404 });
  const timeZone = course?.time_zone;
  const dates = formatDateRange(section.start_at, section.end_at, { timeZone });
  return (
    <div className="page">
      <title>{`${section.name} · ${course?.name ?? 'Course'} · Lectern`}</title>
      <PageHeader
        eyebrow={course ? `${course.course_code} · Section` : 'Section'}
        title={section.name}
        description={dates ? `Section dates: ${dates}` : 'The section follows the course’s dates.'}
      />
      <div className="override-page">
        <PanelCard id="section-assignments-heading" title="Assignment dates for this section" label="Loading assignments…">
          <SectionAssignments courseId={courseId} sectionId={sectionId} timeZone={timeZone} />
        </PanelCard>
        {canReadRoster(permissions) ? (
          <PanelCard id="section-students-heading" title="Students" label="Loading students…">
            <SectionStudents courseId={courseId} sectionId={sectionId} />
          </PanelCard>
        ) : null}
      </div>
    </div>
  );
}

function SectionAssignments({ courseId, sectionId, timeZone }: { courseId: CanvasId; sectionId: CanvasId; timeZone: string | undefined }) {
  const { data: assignments } = useSuspenseQuery(assignmentQueries.list(courseId, SECTION_LIST_PARAMS));
  if (assignments.length === 0) return <p className="text-muted">The course has no assignments yet.</p>;
  return <OverrideLookupList courseId={courseId} target={{ kind: 'section', id: sectionId }} assignments={assignments} timeZone={timeZone} />;
}

function SectionStudents({ courseId, sectionId }: { courseId: CanvasId; sectionId: CanvasId }) {
  const { data: users } = useSuspenseQuery(courseUserQueries.allStudents(courseId));
  return <MemberList people={studentsInSection(users, sectionId)} noun="student" countNote={STUDENTS_COUNTED} empty="No students in this section." />;
}

export { SectionRoute as Component };

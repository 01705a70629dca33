import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { useSearchParams } from 'react-router';
import { assignmentQueries } from '@/api/assignments';
import { courseUserQueries } from '@/api/course-users';
import { dueDateQueries } from '@/api/due-dates';
import { uniqueItems } from '@/api/http/paginated';
import type { EffectiveDueDates } from '@/api/schemas/effective-due-dates';
import type { User } from '@/api/schemas/user';
import { sectionQueries } from '@/api/sections';
import { LoadMoreFooter, useLoadMore } from '@/components/data-table/load-more';
import { EmptyState } from '@/components/empty-state';
import { ErrorView } from '@/components/error-view';
import { listPlaceholder } from '@/components/list-placeholder';
import { ListSummary } from '@/components/list-summary';
import { LoadingRows } from '@/components/loading-rows';
import { formatCount } from '@/lib/format-count';
import { ASSIGNED_COUNT_NOTE, STUDENT_COUNT_NOTE } from '@/lib/student-count';
import { DueDateGrid } from './due-date-grid';
import { sortAssignments, type BaseAssignment } from './due-date-model';
import { DueDateSummary } from './due-date-summary';
import type { CanvasId } from '@/api/schemas/ids';

const STUDENTS = { enrollment_type: 'student' } as const;

export interface DueDatesViewProps {
  courseId: CanvasId;
  timeZone: string | undefined;
}

/** Effective due dates (§2.19) by student (a grid) and by assignment (charts); the tab lives in the URL. */
export function DueDatesView({ courseId, timeZone }: DueDatesViewProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = searchParams.get('view') === 'assignments' ? 'assignments' : 'students';
  const onViewChange = (key: Key) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (key === 'assignments') next.set('view', 'assignments');
        else next.delete('view');
        return next;
      },
      { replace: true },
    );

  const assignments = useQuery(assignmentQueries.list(courseId));
  const dates = useQuery(dueDateQueries.course(courseId));
  const sorted = useMemo(() => sortAssignments(assignments.data ?? []), [assignments.data]);

  let blocking: ReactNode = null;
  if (assignments.isPending || dates.isPending) blocking = <LoadingRows label="Loading due dates…" rows={6} />;
  else if (assignments.isError) blocking = <ErrorView error={assignments.error} onRetry={() => void assignments.refetch()} />;
  else if (dates.isError) blocking = <ErrorView error={dates.error} onRetry={() => void dates.refetch()} />;
  else if (sorted.length === 0) blocking = <EmptyState title="No assignments yet" description="Due dates appear here once the course has assignments." />;

  return (
    <Tabs selectedKey={view} onSelectionChange={onViewChange} className="tabs">
      <TabList aria-label="Due date views" className="tabs__list">
        <Tab id="students" className="tabs__tab">
          By student
        </Tab>
        <Tab id="assignments" className="tabs__tab">
          By assignment
        </Tab>
      </TabList>
      <TabPanel id="students" className="tabs__panel">
        {blocking ?? <StudentGrid courseId={courseId} assignments={sorted} dates={dates.data ?? {}} timeZone={timeZone} />}
      </TabPanel>
      <TabPanel id="assignments" className="tabs__panel tabs__panel--scroll">
        {blocking ?? (
          <>
            <p className="list-summary">{ASSIGNED_COUNT_NOTE}</p>
            <DueDateSummary assignments={sorted} dates={dates.data ?? {}} timeZone={timeZone} />
          </>
        )}
      </TabPanel>
    </Tabs>
  );
}

interface StudentGridProps extends DueDatesViewProps {
  assignments: readonly BaseAssignment[];
  dates: EffectiveDueDates;
}

function StudentGrid({ courseId, assignments, dates, timeZone }: StudentGridProps) {
  const query = useInfiniteQuery(courseUserQueries.list(courseId, STUDENTS));
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const students = useMemo(() => uniqueItems(data?.pages, (user) => user.id), [data]);
  const { data: sections } = useQuery(sectionQueries.list(courseId));
  const sectionOf = useMemo(() => {
    const names = new Map((sections ?? []).map((section) => [section.id, section.name]));
    return (student: User) => {
      const ids = [...new Set((student.enrollments ?? []).map((e) => e.course_section_id))];
      return ids.map((id) => names.get(id) ?? `Section ${id}`).join(', ') || undefined;
    };
  }, [sections]);
  const loadMore = useLoadMore(query);

  const placeholder = listPlaceholder({
    query,
    loadingLabel: 'Loading students…',
    loadingRows: 6,
    isEmpty: students.length === 0,
    empty: <EmptyState title="No students yet" description="Students appear here once they are enrolled." />,
  });
  if (placeholder !== null) return placeholder;

  const footer = <LoadMoreFooter noun="students" isFetching={isFetchingNextPage} error={isFetchNextPageError} onRetry={() => void fetchNextPage()} />;
  return (
    <>
      <ListSummary
        count={`${formatCount(students.length, 'student')}${hasNextPage ? ' loaded, more available' : ''} × ${formatCount(assignments.length, 'assignment')}. Dates are in the course’s time zone${timeZone ? ` (${timeZone})` : ''}.`}
        note={STUDENT_COUNT_NOTE}
      />
      <DueDateGrid
        courseId={courseId}
        assignments={assignments}
        students={students}
        dates={dates}
        timeZone={timeZone}
        sectionOf={sectionOf}
        onNearEnd={loadMore}
        footer={footer}
      />
    </>
  );
}
